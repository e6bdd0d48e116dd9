import type { ListEntry } from './list-entries.ts';
import { decodeLatin1, decodeUtf8, ListFormatError, parseDelimited, type Row } from './list-files.ts';
import { parseUnList } from './un-list.ts';

/** The lists `screening:import` reads, each in the format its publisher uses (ADR 238). */
export const LIST_KINDS = ['pep', 'ceis', 'cnep', 'un', 'ofac'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** A parsed file: its entries and, when the file says it, the list's date (YYYY-MM-DD). */
export type ParsedList = { entries: ListEntry[]; date?: string };

/** Longest name and role kept (the hit's columns). */
const MAX_TEXT = 300;
const clip = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toUpperCase();

/** `dd/mm/yyyy` as YYYY-MM-DD, empty as null, anything else refused on `line`. */
function brDate(text: string, line: number, column: string): string | null {
  const value = text.trim();
  if (value === '' || value === 'Sem informação') return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = match ? `${match[3]}-${match[2]}-${match[1]}` : '';
  if (!match || Number.isNaN(Date.parse(iso)) || new Date(iso).toISOString().slice(0, 10) !== iso)
    throw new ListFormatError(line, `${column} is not a date dd/mm/aaaa: "${value.slice(0, 40)}"`);
  return iso;
}

const period = (from: string | null, to: string | null) => (from || to ? ` (${from ?? '?'} a ${to ?? 'atual'})` : '');

/** The CGU's masked CPF (`***.123.456-**`), or a refusal on `line`. */
function maskedCpf(text: string, line: number): string {
  const value = text.trim();
  if (!/^\*{3}\.\d{3}\.\d{3}-\*{2}$/.test(value))
    throw new ListFormatError(line, `CPF is not masked as ***.123.456-**: "${value.slice(0, 20)}"`);
  return value;
}

/** Checks the header row has `expected` columns (accents and case aside) and answers each one's index. */
function columns(rows: Row[], expected: readonly string[], exact: boolean): Map<string, number> {
  const header = rows[0];
  if (!header) throw new ListFormatError(1, 'the file is empty');
  const names = header.fields.map(fold);
  const index = new Map(expected.map((name) => [name, names.indexOf(fold(name))]));
  const missing = expected.filter((name) => index.get(name) === -1);
  if (missing.length > 0 || (exact && names.length !== expected.length))
    throw new ListFormatError(
      header.line,
      `not the list's header (${missing.length > 0 ? `missing ${missing.join(', ')}` : `${names.length} columns`})`,
    );
  return index;
}

/** The data rows, each with the header's number of columns. */
function records(rows: Row[]): Row[] {
  const width = rows[0].fields.length;
  const data = rows.slice(1);
  const short = data.find((row) => row.fields.length !== width);
  if (short) throw new ListFormatError(short.line, `${short.fields.length} columns where the header has ${width}`);
  return data;
}

const required = (row: Row, index: number, column: string) => {
  const value = clip(row.fields[index] ?? '');
  if (!value) throw new ListFormatError(row.line, `${column} is empty`);
  return value;
};

const PEP_COLUMNS = [
  'CPF',
  'Nome_PEP',
  'Sigla_Funcao',
  'Descricao_Funcao',
  'Nivel_Funcao',
  'Nome_Orgao',
  'Data_Inicio_Exercicio',
  'Data_Fim_Exercicio',
  'Data_Fim_Carencia',
] as const;

/** The CGU's PEP list (Portal da Transparência, `;`, Latin-1): masked CPF, name, role, organ, dates. */
export function parsePepList(bytes: Uint8Array): ParsedList {
  const rows = parseDelimited(decodeLatin1(bytes), ';');
  columns(rows, PEP_COLUMNS, true);
  const entries = records(rows).map((row): ListEntry => {
    const [cpf, , sigla, role, , organ, from, to] = row.fields;
    const document = maskedCpf(cpf, row.line);
    const start = brDate(from, row.line, 'Data_Inicio_Exercicio');
    const end = brDate(to, row.line, 'Data_Fim_Exercicio');
    brDate(row.fields[8], row.line, 'Data_Fim_Carencia');
    return {
      list: 'pep',
      source: 'CGU PEP',
      entryId: `${document} ${clip(sigla)} ${start ?? ''}`.trim().slice(0, 80),
      name: required(row, 1, 'Nome_PEP'),
      role: clip(`${clip(role) || clip(sigla)} — ${clip(organ)}${period(start, end)}`),
      document,
    };
  });
  return { entries };
}

const SANCTION_COLUMNS = [
  'TIPO DE PESSOA',
  'CPF OU CNPJ DO SANCIONADO',
  'NOME DO SANCIONADO',
  'CATEGORIA DA SANÇÃO',
  'DATA INÍCIO SANÇÃO',
  'DATA FINAL SANÇÃO',
  'ÓRGÃO SANCIONADOR',
] as const;

/** A CEIS/CNEP document: 11 or 14 digits (punctuated or not), a masked CPF, or none. */
function sanctionedDocument(text: string, type: string, line: number): string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  if (type === 'F' && /^\*{3}\.\d{3}\.\d{3}-\*{2}$/.test(value)) return value;
  const digits = value.replace(/[.\-/]/g, '');
  if (!/^\d+$/.test(digits) || digits.length !== (type === 'F' ? 11 : 14))
    throw new ListFormatError(line, `CPF OU CNPJ DO SANCIONADO is not a ${type === 'F' ? 'CPF' : 'CNPJ'}: "${value.slice(0, 20)}"`);
  return digits;
}

/** CEIS or CNEP (Portal da Transparência, `;`, Latin-1): person type, CPF/CNPJ, name, sanction, organ, dates. */
export function parseSanctionsList(bytes: Uint8Array, source: 'CEIS' | 'CNEP'): ParsedList {
  const rows = parseDelimited(decodeLatin1(bytes), ';');
  const at = columns(rows, SANCTION_COLUMNS, false);
  const code = rows[0].fields.map(fold).indexOf(fold('CÓDIGO DA SANÇÃO'));
  const col = (row: Row, name: (typeof SANCTION_COLUMNS)[number]) => row.fields[at.get(name) as number] ?? '';
  const entries = records(rows).map((row): ListEntry => {
    const type = fold(col(row, 'TIPO DE PESSOA')).charAt(0);
    if (type !== 'F' && type !== 'J') throw new ListFormatError(row.line, 'TIPO DE PESSOA is neither F nor J');
    const start = brDate(col(row, 'DATA INÍCIO SANÇÃO'), row.line, 'DATA INÍCIO SANÇÃO');
    const end = brDate(col(row, 'DATA FINAL SANÇÃO'), row.line, 'DATA FINAL SANÇÃO');
    const id = code >= 0 ? clip(row.fields[code]) : '';
    const document = sanctionedDocument(col(row, 'CPF OU CNPJ DO SANCIONADO'), type, row.line);
    return {
      list: 'sanctions',
      source,
      entryId: `${source}-${id || row.line}`.slice(0, 80),
      name: required(row, at.get('NOME DO SANCIONADO') as number, 'NOME DO SANCIONADO'),
      role: clip(`${clip(col(row, 'CATEGORIA DA SANÇÃO'))} — ${clip(col(row, 'ÓRGÃO SANCIONADOR'))}${period(start, end)}`),
      ...(document ? { document } : {}),
    };
  });
  return { entries };
}

/** OFAC's SDN.CSV (no header; ent_num, SDN_Name, SDN_Type, Program, Title, … 12 columns; `-0-` is empty). */
export function parseOfacList(bytes: Uint8Array): ParsedList {
  const rows = parseDelimited(decodeUtf8(bytes), ',');
  if (rows.length === 0) throw new ListFormatError(1, 'the file is empty');
  const value = (text: string | undefined) => (text?.trim() === '-0-' ? '' : clip(text ?? ''));
  const entries = rows.map((row): ListEntry => {
    if (row.fields.length !== 12) throw new ListFormatError(row.line, `${row.fields.length} columns where SDN.CSV has 12`);
    const [number, name, , program, title] = row.fields.map(value);
    if (!/^\d{1,9}$/.test(number)) throw new ListFormatError(row.line, `ent_num is not a number: "${number.slice(0, 20)}"`);
    if (!name) throw new ListFormatError(row.line, 'SDN_Name is empty');
    return {
      list: 'sanctions',
      source: 'OFAC',
      entryId: `SDN-${number}`,
      name,
      role: clip([program, title].filter(Boolean).join(' — ')) || null,
    };
  });
  return { entries };
}

/** The entries of a `kind` list file, or a ListFormatError naming the line. */
export function parseListFile(kind: ListKind, bytes: Uint8Array): ParsedList {
  switch (kind) {
    case 'pep':
      return parsePepList(bytes);
    case 'ceis':
      return parseSanctionsList(bytes, 'CEIS');
    case 'cnep':
      return parseSanctionsList(bytes, 'CNEP');
    case 'ofac':
      return parseOfacList(bytes);
    case 'un':
      return parseUnList(decodeUtf8(bytes));
  }
}
