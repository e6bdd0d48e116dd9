/**
 * The authorization matrix: every operation of /api/openapi.json × every identity of the world, aimed at the
 * victim (their ids in the path and the body). A leak is a 2xx the identity must not get, or the victim's data
 * (email, document, name) in a body the identity must not read.
 */
import { bodyOf, fillPath, LOGO_PNG, type Operation, operationName, type Probe, probeText, sampleOf } from './operations.ts';
import { roleRefusal } from './staff-actors.ts';
import { type Identity, nextIp, type World } from './world.ts';

export type MatrixFigures = {
  operations: number;
  identities: number;
  requests: number;
  leaks: string[];
  /** Status counts of the probes, e.g. { 401: 500, 403: 200 }. */
  statuses: Record<string, number>;
  /** Operations where validation stopped (400) a valid session of someone else before any ownership check. */
  stoppedByValidation: string[];
  /**
   * The control: the victim's own session reads the victim's data with the same probe, and the matrix, told that
   * this session were someone else's or anonymous, calls it a leak; so does the victim's partner's staff reading the
   * application, told that it were another partner's. False means the matrix could not see a leak.
   */
  controlFlagged: boolean;
  /** `identity · METHOD path → status` of every 5xx (the run fails on any). */
  serverErrors: string[];
};

const isOfferCoordination = (operation: Operation) => operation.path.startsWith('/api/offer-coordination/');
const isBackoffice = (operation: Operation) => operation.path.startsWith('/api/backoffice/');
const isDocumentRoute = (operation: Operation) => operation.path.startsWith('/api/document') || operation.path === '/api/register/status';
// The staff administration routes name a staff member, not a client: their victim is a member of the victim's partner.
const isStaffMemberRoute = (operation: Operation) => operation.path.startsWith('/api/backoffice/staff/{');
// The partner administration routes name a partner: their victim is the victim's partner.
const isPartnerRoute = (operation: Operation) => operation.path.startsWith('/api/backoffice/partners/{');
// Calls that end the caller's own sessions go last, so the staff identities' tokens live through every other probe
// and the controls.
const endsOwnSession = (operation: Operation) => operation.path === '/api/backoffice/auth/sign-out';

/** The probe of `operation` aimed at the victim, with `authorization` (none when undefined). */
export function probeFor(world: World, operation: Operation, authorization: string | undefined): Probe {
  const headers: Record<string, string> = { 'X-Platform': '10' };
  if (authorization) headers.Authorization = authorization;
  const values = isStaffMemberRoute(operation)
    ? { ...world.pathValues, id: String(world.victimStaffId) }
    : isPartnerRoute(operation)
      ? { ...world.pathValues, id: String(world.target.partnerId) }
      : world.pathValues;
  let path = fillPath(operation.path, values);
  if (operation.queryParams.includes('search')) path += `?search=${encodeURIComponent(world.victim.name)}`;
  if (operation.path.endsWith('/get-token-upload-documents/{clientId}')) path += '?code=abcdefgh';
  if (operation.body === 'image')
    return { method: operation.method, path, headers: { ...headers, 'Content-Type': 'image/png' }, bytes: LOGO_PNG };
  if (operation.body !== 'json') return { method: operation.method, path, headers };
  headers['Content-Type'] = 'application/json';
  const known = world.bodies[operationName(operation)];
  const body = known === undefined ? sampleOf(operation.schema, world.target) : bodyOf(known);
  return { method: operation.method, path, headers, body: JSON.stringify(body) };
}

/** Sends a probe to the in-process app from a fresh address (per-address limits would otherwise answer 429). */
export async function send(world: World, probe: Probe): Promise<{ status: number; text: string }> {
  const body = probe.bytes ?? probe.body;
  const response = await world.t.call(probe.method, probe.path, { headers: probe.headers, body, ip: nextIp() });
  return { status: response.status, text: await response.text() };
}

/** The victim's values found in a body: email and document always; the name unless `nameAllowed`. */
function victimDataIn(world: World, text: string, nameAllowed: boolean): string[] {
  const found: string[] = [];
  if (text.includes(world.victim.email)) found.push('email');
  if (text.includes(world.victim.cpfCnpj)) found.push('document');
  if (!nameAllowed && text.includes(world.victim.name)) found.push('name');
  return found;
}

/** Why this answer is a leak for this identity, or undefined when it is not. */
function leakOf(world: World, operation: Operation, identity: Identity, probe: Probe, status: number, text: string): string | undefined {
  const ok = status >= 200 && status < 300;
  // The documents-scope session is the victim's own: on the document routes their data is theirs to read; the
  // victim's partner's staff read it in the back office.
  const own = (identity.kind === 'documents' && isDocumentRoute(operation)) || (identity.kind === 'staff' && isBackoffice(operation));
  const data = own ? [] : victimDataIn(world, text, identity.kind === 'manager' && isOfferCoordination(operation));
  if (data.length > 0) return `the victim's ${data.join(', ')} in the body (${status})`;
  if (!ok || !operation.secured) return undefined;
  switch (identity.kind) {
    case 'refused':
      return `${status} to a request that must be refused`;
    case 'documents':
      return isDocumentRoute(operation) ? undefined : `${status} outside the document routes`;
    case 'manager':
    case 'otherManager':
      return isOfferCoordination(operation) ? undefined : `${status} outside offer coordination`;
    case 'otherClient':
      return aimedAtVictim(world, operation, probe) ? `${status} to a call aimed at the victim` : undefined;
    case 'staff':
      if (!isBackoffice(operation)) return `${status} outside the back office`;
      return identity.seat && roleRefusal(operation, probe.body, identity.seat);
    case 'otherStaff':
      if (!isBackoffice(operation)) return `${status} outside the back office`;
      if (aimedAtVictim(world, operation, probe)) return `${status} to a call aimed at the victim`;
      return identity.seat && roleRefusal(operation, probe.body, identity.seat);
  }
}

const CLIENT_PATH_PARAMS = ['clientId', 'id', 'userId', 'receiptId', 'documentId'];

/** True when the probe names the victim: a client, user or receipt id in its path, or the victim's ids in its body. */
function aimedAtVictim(world: World, operation: Operation, probe: Probe): boolean {
  if (operation.path.startsWith('/api/advisor/') || operation.path.startsWith('/api/common/')) return false;
  if (operation.pathParams.some((name) => CLIENT_PATH_PARAMS.includes(name))) return true;
  const ids = new RegExp(`"(ClientId|CustomerId)":${world.victim.id}\\b|"UserId":${world.victim.userId}\\b`);
  // A back-office call naming the victim's partner (adding staff to it) is aimed at the victim's side too.
  const partner = isBackoffice(operation) && new RegExp(`"PartnerId":${world.victim.partnerId}\\b`).test(probe.body ?? '');
  return partner || ids.test(probeText(probe));
}

/** Runs the matrix and answers its figures; `log` prints each leak and, per operation, the status each identity got. */
export async function runMatrix(world: World, operations: Operation[], log: (line: string) => void): Promise<MatrixFigures> {
  const figures: MatrixFigures = {
    operations: operations.length,
    identities: world.identities.length,
    requests: 0,
    leaks: [],
    statuses: {},
    stoppedByValidation: [],
    controlFlagged: false,
    serverErrors: [],
  };
  const probeRow = async (operation: Operation) => {
    const row: string[] = [];
    for (const identity of world.identities) {
      const probe = probeFor(world, operation, identity.authorization);
      const { status, text } = await send(world, probe);
      figures.requests += 1;
      figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
      if (status >= 500) figures.serverErrors.push(`${identity.name} · ${probe.method} ${probe.path} → ${status}: ${text.slice(0, 200)}`);
      const stopped = identity.kind === 'otherClient' && status === 400 && aimedAtVictim(world, operation, probe);
      if (stopped && !figures.stoppedByValidation.includes(operationName(operation)))
        figures.stoppedByValidation.push(operationName(operation));
      const leak = leakOf(world, operation, identity, probe, status, text);
      row.push(`${leak ? 'LEAK ' : ''}${status}`);
      if (leak) {
        figures.leaks.push(`${identity.name} · ${operationName(operation)}: ${leak} · ${text.slice(0, 200)}`);
        log(`LEAK ${identity.name} · ${probe.method} ${probe.path} ${probeText(probe)} → ${status}: ${leak}`);
      }
    }
    log(`${operationName(operation).padEnd(62)} ${row.join(' ')}`);
  };
  for (const operation of operations.filter((operation) => !endsOwnSession(operation))) await probeRow(operation);
  const controlOperation = operationByName(operations, 'GET /api/client/{id}');
  const controlProbe = probeFor(world, controlOperation, world.victimAuthorization);
  const control = await send(world, controlProbe);
  const judged = (kind: Identity['kind']) =>
    leakOf(world, controlOperation, { name: 'control', kind }, controlProbe, control.status, control.text);
  figures.controlFlagged = control.status === 200 && judged('otherClient') !== undefined && judged('refused') !== undefined;
  figures.controlFlagged &&= await staffControlFlagged(world, operations);
  // Last, once the controls have used the staff sessions: the calls that end them.
  for (const operation of operations.filter(endsOwnSession)) await probeRow(operation);
  return figures;
}

/**
 * The back office's controls: the victim's partner's staff read the application, which another partner's staff must
 * not; the partner's admin lists the staff, which an analyst or an approver must not.
 */
async function staffControlFlagged(world: World, operations: Operation[]): Promise<boolean> {
  const operation = operationByName(operations, 'GET /api/backoffice/applications/{clientId}');
  const staff = world.identities.find((identity) => identity.kind === 'staff');
  const probe = probeFor(world, operation, staff?.authorization);
  const { status, text } = await send(world, probe);
  const read = status === 200 && leakOf(world, operation, { name: 'control', kind: 'otherStaff' }, probe, status, text) !== undefined;
  const listing = operationByName(operations, 'GET /api/backoffice/staff');
  const admin = world.identities.find((identity) => identity.kind === 'staff' && identity.seat?.role === 'admin');
  const adminProbe = probeFor(world, listing, admin?.authorization);
  const listed = await send(world, adminProbe);
  const judgedAs = (role: 'analyst' | 'approver') =>
    leakOf(
      world,
      listing,
      { name: 'control', kind: 'staff', seat: { role, partnerId: admin?.seat?.partnerId ?? null } },
      adminProbe,
      listed.status,
      listed.text,
    );
  return read && listed.status === 200 && judgedAs('analyst') !== undefined && judgedAs('approver') !== undefined;
}

function operationByName(operations: Operation[], name: string): Operation {
  const found = operations.find((operation) => operationName(operation) === name);
  if (!found) throw new Error(`the OpenAPI document lists no ${name}`);
  return found;
}
