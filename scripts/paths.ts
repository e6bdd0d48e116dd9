/**
 * `npm run paths -- --help`: the transition-covering shortest paths of every registered machine (or of the ones
 * named), each by its content ID, replayed on the machine with fakes, with the state, view and URL it should end
 * at, near-duplicates grouped, and the state/transition coverage they reach; as text, JSON, a CSV import or Gherkin.
 * Exits 1 when a machine has no model, a replay fails or coverage is below 100%; 2 on a command line it cannot run
 * (an unknown option, machine, state or event) or a walk file it cannot replay (unreadable, not walks, or recorded
 * on another version of a machine).
 */
import { pathsCommand } from './paths/paths-command.ts';

process.exitCode = await pathsCommand(process.argv.slice(2));
