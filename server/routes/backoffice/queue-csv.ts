import { type QueueItem, SECTION_LABELS } from '../../../domain/api/backoffice.ts';
import type { SectionId } from '../../../domain/api/section-id.ts';
import { PersonType } from '../../../domain/constants.ts';
import { punctuatedDocument } from '../../../domain/document-mask.ts';

/** Separator of the export: `;`, what spreadsheet programs expect under a pt-BR locale (the comma is the decimal mark). */
export const CSV_SEPARATOR = ';';

/** The UTF-8 byte order mark, so spreadsheet programs read the accents right. */
export const CSV_BOM = '\uFEFF';

const HEADER = [
  'Cliente',
  'Nome',
  'CPF/CNPJ',
  'Tipo de pessoa',
  'Parceiro',
  'Status',
  'Etapa atual',
  'PEP',
  'Criado em',
  'No status desde',
  'Dias no status',
  'Última decisão',
  'Motivo (código)',
  'Motivo',
];

/** The latest reason a file was rejected or sent back for documents (ADR 241), by client id. */
export type CsvReasons = ReadonlyMap<number, { kind: string; code: string; label: string }>;

const DECISION_KINDS: Record<string, string> = { reject: 'Reprovação', requestDocuments: 'Pedido de documentos' };

const TIME_ZONE = 'America/Sao_Paulo';
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A time as dd/mm/aaaa hh:mm in the brokerage's time zone (America/Sao_Paulo). */
export function formatDateTimeBr(date: Date): string {
  const part = Object.fromEntries(dateTimeFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** YYYY-MM-DD of a time in the brokerage's time zone (the export's file name). */
export function dayBr(date: Date): string {
  return date.toLocaleDateString('sv-SE', { timeZone: TIME_ZONE });
}

/**
 * One cell: a value a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return that
 * some programs skip before one) gets a leading apostrophe (OWASP "CSV injection"); a value with the separator, a
 * quote or a line break is quoted, its quotes doubled (RFC 4180).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const personTypeLabel = (personType: string) => (personType === PersonType.J ? 'Jurídica' : 'Física');

/**
 * The queue as CSV text: BOM, a pt-BR header, one line per application, `;` between cells and CRLF between lines;
 * statuses by their pt-BR descriptions (`statusNames`), times as dd/mm/aaaa hh:mm in America/Sao_Paulo; the latest
 * rejection or documents request with its reason code and name (`reasons`), so a spreadsheet counts them by reason.
 */
export function queueCsv(items: readonly QueueItem[], statusNames: ReadonlyMap<number, string>, reasons: CsvReasons = new Map()): string {
  const lines = items.map((item) => {
    const reason = reasons.get(item.ClientId);
    return [
      String(item.ClientId),
      item.Name,
      punctuatedDocument(item.Document),
      personTypeLabel(item.PersonType),
      item.PartnerName,
      statusNames.get(item.StatusRegistration) ?? String(item.StatusRegistration),
      item.CurrentStep === null ? '' : (SECTION_LABELS[item.CurrentStep as SectionId] ?? String(item.CurrentStep)),
      item.Pep ? 'Sim' : 'Não',
      formatDateTimeBr(new Date(item.CreatedAt)),
      formatDateTimeBr(new Date(item.StatusChangedAt)),
      String(item.DaysInStatus),
      reason ? (DECISION_KINDS[reason.kind] ?? reason.kind) : '',
      reason?.code ?? '',
      reason?.label ?? '',
    ]
      .map(csvCell)
      .join(CSV_SEPARATOR);
  });
  return `${CSV_BOM}${[HEADER.map(csvCell).join(CSV_SEPARATOR), ...lines].join('\r\n')}\r\n`;
}
