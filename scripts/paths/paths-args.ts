import { FORMATS, type Format } from './path-formats.ts';

/** What `npm run paths` was asked for. */
export type PathsArgs = { names: string[]; format: Format; through?: string; ending?: string; replay?: string };

const VALUED = ['--machine', '--through', '--ending', '--format', '--replay'];

/** Parses the command line; throws with a one-line message on an unknown option or a missing value. */
export function parsePathsArgs(args: readonly string[]): PathsArgs {
  const parsed: PathsArgs = { names: [], format: 'text' };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--json') parsed.format = 'json';
    else if (VALUED.includes(arg)) {
      const value = args[++i];
      if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value`);
      if (arg === '--machine') parsed.names.push(value);
      else if (arg === '--format') {
        if (!(FORMATS as readonly string[]).includes(value)) throw new Error(`--format must be one of ${FORMATS.join(', ')}`);
        parsed.format = value as Format;
      } else parsed[arg.slice(2) as 'through' | 'ending' | 'replay'] = value;
    } else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else parsed.names.push(arg);
  }
  return parsed;
}
