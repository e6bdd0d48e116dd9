/**
 * `npm run flows`: writes docs/flows/<machine>.mmd (Mermaid stateDiagram-v2) for every machine of
 * machines/registry.ts, docs/flows/README.md embedding them, and the explorer's stored layouts (ELK run here, at
 * build time, for the machines whose graph changed). `--check` (`npm run flows:check`) writes nothing and exits 1
 * listing the stale files. `--dir <path>` and `--layouts <file>` point at another folder and file (tests).
 */
import { flowsCommand } from './flows/flows-command.ts';

process.exitCode = await flowsCommand(process.argv.slice(2));
