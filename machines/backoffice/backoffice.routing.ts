import * as v from 'valibot';
import { FunnelQuery, QueueQuery } from '../../domain/api/backoffice.ts';
import { schemaFieldErrors } from '../../domain/field-errors.ts';
import type {
  BackofficeContext,
  BackofficeLocation,
  FunnelFilters,
  QueueFilterErrors,
  QueueFilters,
  SignedInScreen,
} from './backoffice.types.ts';

/** The back office's paths: the URL is a projection of the machine (DESIGN §4). */
export const BACKOFFICE_PATHS = {
  queue: '/backoffice',
  application: '/backoffice/cadastros/',
  funnel: '/backoffice/funil',
  staff: '/backoffice/equipe',
  partners: '/backoffice/parceiros',
  reasonCodes: '/backoffice/motivos',
  signIn: '/backoffice/entrar',
  invitation: '/backoffice/convite',
} as const;

/** What a location asks for. */
export type BackofficeRoute =
  | { name: 'queue' | 'funnel' | 'staff' | 'partners' | 'reasonCodes' | 'signIn' | 'invitation' }
  | { name: 'application'; clientId: number };

const APPLICATION = /^\/backoffice\/cadastros\/([1-9]\d{0,8})\/?$/;

/** The screen a path asks for; any other path under /backoffice is the queue. */
export function routeOf(path: string): BackofficeRoute {
  const application = APPLICATION.exec(path);
  if (application) return { name: 'application', clientId: Number(application[1]) };
  const trimmed = path.replace(/\/+$/, '');
  const named = (['funnel', 'staff', 'partners', 'reasonCodes', 'signIn', 'invitation'] as const).find(
    (name) => BACKOFFICE_PATHS[name] === trimmed,
  );
  return { name: named ?? 'queue' };
}

// The query's parameters a schema accepts, one by one: a bad value is dropped rather than failing the whole page.
function validParams<T>(search: string, schema: v.GenericSchema & { entries: v.ObjectEntries }): T {
  const params = new URLSearchParams(search);
  const kept: Record<string, string> = {};
  for (const [key, value] of params) {
    if (value === '' || !(key in schema.entries)) continue;
    if (v.safeParse(schema, { [key]: value }).success) kept[key] = value;
  }
  return kept as T;
}

/** The queue's filters of a query string (unknown keys and bad values left out). */
export const queueFiltersOf = (search: string): QueueFilters => validParams<QueueFilters>(search, QueueQuery);

/** The message of each filter the queue's query refuses (the first per field), as the server would answer. */
export function queueFilterErrors(filters: QueueFilters): QueueFilterErrors {
  const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  return schemaFieldErrors(QueueQuery, set);
}

/** The funnel's filters of a query string. */
export const funnelFiltersOf = (search: string): FunnelFilters => validParams<FunnelFilters>(search, FunnelQuery);

/** A query string (`?a=1&b=2`, or empty) of the filters set, in a stable order. */
export function searchOf(filters: Record<string, string | undefined>): string {
  const entries = Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '');
  entries.sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries).toString()}`;
}

/** The location a signed-in screen shows at, from the context (the queue's and the funnel's filters in the query). */
export function locationOf(
  screen: SignedInScreen,
  context: Pick<BackofficeContext, 'clientId' | 'queueFilters' | 'funnelFilters'>,
): BackofficeLocation {
  if (screen === 'application') return { path: `${BACKOFFICE_PATHS.application}${context.clientId ?? ''}`, search: '' };
  if (screen === 'funnel') return { path: BACKOFFICE_PATHS.funnel, search: searchOf(context.funnelFilters) };
  if (screen === 'staff' || screen === 'partners' || screen === 'reasonCodes') return { path: BACKOFFICE_PATHS[screen], search: '' };
  return { path: BACKOFFICE_PATHS.queue, search: searchOf(context.queueFilters) };
}

/** The invitation link's token (`?token=`), or empty. */
export const invitationTokenOf = (search: string): string => new URLSearchParams(search).get('token') ?? '';
