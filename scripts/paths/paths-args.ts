import { FORMATS, type Format } from './path-formats.ts';

/** What `npm run paths` was asked for. */
export type PathsArgs = {
  names: string[];
  format: Format;
  through?: string;
  ending?: string;
  event?: string;
  replay?: string;
  junit?: string;
  out?: string;
  timings: boolean;
  glossary: boolean;
  help: boolean;
};

/** A command line `npm run paths` cannot run: said in one line, exit 2. */
export class UsageError extends Error {}

export const USAGE = `Usage: npm run paths -- [machine…] [options]

Lists the generated paths of the registered machines (all, or the ones named): each by its content ID, with its
event labels and the state, view and URL it must end at, and the coverage they reach. Exits 1 when a replay fails
or coverage is below 100%, 2 on a command line it cannot run.

Options:
  --through <state>     only paths that enter the state (its id, key path or a tail of it)
  --ending <state>      only paths that end in the state
  --event <type>        only paths that send the event (e.g. SUBMIT, xstate.done.actor.load)
  --format <format>     text (default), json, csv (a test-management import) or gherkin (a .feature a machine)
  --json                the same as --format json
  --out <folder>        write into the folder: <machine>.feature for gherkin, paths.<txt|json|csv> otherwise
  --glossary            list the step texts instead: each label with the event and the test data it sends
  --timings             add how long generating and replaying took (a listing is otherwise the same every run)
  --replay <file>       replay walks (the explorer's export or a --json document) and check their ends
  --junit <file>        with --replay: also write the results as JUnit XML
  -h, --help            print this help
`;

const VALUED = ['--machine', '--through', '--ending', '--event', '--format', '--replay', '--junit', '--out'];

/** Parses the command line; throws a UsageError with a one-line message on an unknown option or a missing value. */
export function parsePathsArgs(args: readonly string[]): PathsArgs {
  const parsed: PathsArgs = { names: [], format: 'text', timings: false, glossary: false, help: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') parsed.help = true;
    else if (arg === '--json') parsed.format = 'json';
    else if (arg === '--timings') parsed.timings = true;
    else if (arg === '--glossary') parsed.glossary = true;
    else if (VALUED.includes(arg)) {
      const value = args[++i];
      if (value === undefined || value.startsWith('-')) throw new UsageError(`${arg} needs a value`);
      if (arg === '--machine') parsed.names.push(value);
      else if (arg === '--format') {
        if (!(FORMATS as readonly string[]).includes(value)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
        parsed.format = value as Format;
      } else parsed[arg.slice(2) as 'through' | 'ending' | 'event' | 'replay' | 'junit' | 'out'] = value;
    } else if (arg.startsWith('-')) throw new UsageError(`Unknown option ${arg} (npm run paths -- --help lists them)`);
    else parsed.names.push(arg);
  }
  if (parsed.junit !== undefined && parsed.replay === undefined) throw new UsageError('--junit goes with --replay <file>');
  return parsed;
}
