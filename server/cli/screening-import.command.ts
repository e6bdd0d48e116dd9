import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { ListFormatError } from '../lib/screening/list-files.ts';
import { LIST_KINDS, type ListKind, parseListFile } from '../lib/screening/list-formats.ts';
import { importList } from '../services/screening/list-import.ts';
import { type CliContext, CliError, namedOperator, OPERATOR_ACTOR } from './cli-context.ts';

/** Options of `screening:import`. */
export type ScreeningImportOptions = { list?: string; file?: string; date?: string; operator?: string };

/** Largest file read: the published lists are a few MB (the CGU's PEP list the largest, ~20 MB). */
const MAX_FILE_BYTES = 200 * 1024 * 1024;

/** A YYYY-MM-DD that is a real day. */
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** The list's date: `--date`, else the file's own (the UN's dateGenerated), else the Portal's `YYYYMMDD_` file name. */
function listDate(option: string | undefined, own: string | undefined, file: string): string {
  if (option !== undefined) {
    if (!isDay(option)) throw new CliError(`--date must be a day YYYY-MM-DD, got "${option}"`);
    return option;
  }
  const named = /^(\d{4})(\d{2})(\d{2})(?!\d)/.exec(basename(file));
  const date = own ?? (named ? `${named[1]}-${named[2]}-${named[3]}` : undefined);
  if (!date || !isDay(date)) throw new CliError('the file does not say its date: give --date YYYY-MM-DD');
  return date;
}

async function readListFile(file: string): Promise<Uint8Array> {
  try {
    if ((await stat(file)).size > MAX_FILE_BYTES) throw new CliError(`${file} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
    return await readFile(file);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/**
 * Imports a published PEP or sanctions list (ADR 238), replacing that list's previous import in one transaction,
 * and queues files em análise for screening again; a file not in the list's format is refused with its line and
 * nothing is stored. Audited in the same transaction as `--operator "<name>"` when given, else as the CLI.
 */
export async function screeningImport(ctx: CliContext, options: ScreeningImportOptions): Promise<void> {
  const kind = options.list as ListKind;
  if (!LIST_KINDS.includes(kind)) throw new CliError(`--list must be one of ${LIST_KINDS.join(', ')}`);
  if (!options.file) throw new CliError('--file is required');
  const actor = options.operator === undefined ? OPERATOR_ACTOR : namedOperator(options.operator);
  const bytes = await readListFile(options.file);
  let parsed: ReturnType<typeof parseListFile>;
  try {
    parsed = parseListFile(kind, bytes);
  } catch (error) {
    if (!(error instanceof ListFormatError)) throw error;
    throw new CliError(`${basename(options.file)} is not the ${kind} list's format: ${error.message}; nothing was stored`);
  }
  const date = listDate(options.date, parsed.date, options.file);
  const author = { actor, requestId: ctx.requestId, file: basename(options.file) };
  const result = await importList(ctx.db, { kind, entries: parsed.entries, listDate: date, now: ctx.clock.now(), author });
  ctx.print(`Imported ${result.stored} ${kind} entries (list of ${date}); ${result.rescreened} files em análise queued for screening.`);
}
