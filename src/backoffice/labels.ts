import { SECTION_LABELS } from '../../domain/api/backoffice.ts';
import { BankAccountType } from '../../domain/api/bank.ts';
import type { StaffPartner } from '../../domain/api/staff-auth.ts';
import { PersonType, RegistrationStatus, WEB_CHANNEL_ID } from '../../domain/constants.ts';
import { normalizeDocument } from '../../domain/document.ts';
import { punctuatedDocument } from '../../domain/document-mask.ts';
import { STAFF_ROLE_LABELS } from '../../domain/staff.ts';
import { formatMask, masks } from '../components/mask-format.ts';

/** pt-BR names of the registration statuses (as /api/common/status-registrations describes them). */
export const STATUS_LABELS: Record<number, string> = {
  [RegistrationStatus.IN_PROGRESS]: 'Em andamento',
  [RegistrationStatus.UNDER_ANALYSIS]: 'Em análise',
  [RegistrationStatus.WAITING_DOCUMENTS]: 'Aguardando documentos',
  [RegistrationStatus.COMPLETED]: 'Concluído',
  [RegistrationStatus.REJECTED]: 'Reprovado',
};

/** pt-BR names of the person types. */
export const PERSON_TYPE_LABELS: Record<string, string> = { [PersonType.F]: 'Pessoa Física', [PersonType.J]: 'Pessoa Jurídica' };

/** The steps a queue filters by (section ids), as the wizard names them. */
export const STEP_LABELS: Record<number, string> = SECTION_LABELS;

export { STAFF_ROLE_LABELS };

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** A moment as São Paulo reads it (dd/mm/aaaa hh:mm). */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** A duration in seconds as "1 h 05 min", "3 min 20 s" or "2 d 4 h". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
  return `${Math.floor(s / 86_400)} d ${Math.floor((s % 86_400) / 3600)} h`;
}

/** A byte count as "12 KB" / "1,4 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** The partners a member sees as select options (value: the partner's id). */
export const partnerOptions = (partners: readonly StaffPartner[]) =>
  partners.map((partner) => ({ value: String(partner.Id), label: partner.Name }));

/** A phone's digits as the customer typed them: (11) 98765-4321, a landline (11) 3456-7890; empty stays empty. */
export const formatPhone = (digits: string) => formatMask(masks.phone, digits);

/** A CPF or CNPJ with its punctuation, however it was sent (529.982.247-25, 11.444.777/0001-61). */
export const formatDocument = (value: string) => punctuatedDocument(normalizeDocument(value));

/** A CEP as the customer typed it (01310-100). */
export const formatCep = (digits: string) => formatMask(masks.cep, digits);

/** A calendar day sent as ISO (2030-06-05) as pt-BR reads it (05/06/2030); any other text as it is. */
export const formatDay = (value: string) => value.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** An amount in reais as pt-BR reads it (R$ 12.500,50). */
export const formatMoney = (amount: number) => money.format(amount);

/** A share as pt-BR reads it (12,5%). */
export const formatPercent = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

/** pt-BR names of the bank account types (domain/api/bank.ts BankAccountType), as the financial step offers them. */
export const ACCOUNT_TYPE_LABELS: Record<string, string> = {
  [BankAccountType.CHECKING]: 'Conta corrente',
  [BankAccountType.SAVINGS]: 'Conta poupança',
  [BankAccountType.PAYMENT]: 'Conta de pagamento',
};

/** pt-BR names of the sign-up channels (spec §3 ChannelId; this web app is the only one the product sets). */
export const CHANNEL_LABELS: Record<string, string> = { [WEB_CHANNEL_ID]: 'Web (este cadastro online)' };
