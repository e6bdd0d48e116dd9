/**
 * The people the security suites probe with, on an in-process app (server/test-support): a victim whose file is
 * complete, another client of the same partner, a client of another partner, an offer manager of each partner, and
 * the forged or stale tokens an attacker could hold.
 */

import { LOGO_KINDS } from '../../domain/api/partners.ts';
import { offerManagerAdd } from '../../server/cli/offer-manager-add.command.ts';
import { signAccessToken } from '../../server/lib/auth/access-token.ts';
import { completeFile, fileBodies } from '../../server/test-support/complete-file.ts';
import { randomCpf } from '../../server/test-support/documents.ts';
import { pfBody, pjBody } from '../../server/test-support/fixtures.ts';
import { badTokens, type Customer, documentsToken, newCustomer } from '../../server/test-support/section-kit.ts';
import { addTestStaff } from '../../server/test-support/staff.ts';
import { startTestApp, TEST_CONFIG, TEST_KDF, type TestApp, TestClock } from '../../server/test-support/test-app.ts';
import type { Target } from './operations.ts';
import type { StaffSeat } from './staff-actors.ts';

/**
 * How the matrix judges an identity: `refused` must get no 2xx from a secured operation; `otherClient` must get no
 * 2xx from an operation aimed at the victim and never the victim's data; `documents` (the victim's own upload-only
 * session) only the document routes; `manager` only the offer-coordination routes, where the victim's name (not
 * their email or document) is theirs to see; `otherManager` never the victim; `staff` (the victim's partner's, or the
 * provider's) only the back office, where the victim's data is theirs to see; `otherStaff` (another partner's) only the
 * back office, never the victim nor a staff member of the victim's partner. A staff identity's `seat` (role, partner)
 * also limits what its role admits (staff-actors.ts).
 */
export type IdentityKind = 'refused' | 'otherClient' | 'documents' | 'manager' | 'otherManager' | 'staff' | 'otherStaff';
export type Identity = { name: string; kind: IdentityKind; authorization?: string; seat?: StaffSeat };

export type World = {
  t: TestApp;
  victim: Customer & { email: string; name: string };
  /** Values of the path parameters, pointed at the victim. */
  pathValues: Record<string, string>;
  /** Bodies known to be valid for the victim, by operation name (the rest are synthesised from the schema). */
  bodies: Record<string, unknown>;
  identities: Identity[];
  /** The victim's own onboarding session: the control that proves a probe can read the victim's data. */
  victimAuthorization: string;
  /** A staff member of the victim's partner: the `{id}` of the staff administration routes. */
  victimStaffId: number;
  /** Clients the fuzz writes as (a PF and a PJ of their own, so the victim's file is left alone). */
  fuzzers: Customer[];
  target: Target;
  close(): Promise<void>;
};

const MANAGER_PASSWORD = 'coordenação de ofertas segura';
let ip = 0;
/** A fresh address for each call that a per-address limit would otherwise stop. */
export const nextIp = () => `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;

const bearer = (token: string) => `Bearer ${token}`;
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function managerToken(t: TestApp, host: string, partnerId: number): Promise<string> {
  const document = randomCpf();
  await offerManagerAdd(
    {
      db: t.database.db,
      clock: new TestClock(),
      print: () => undefined,
      requestId: 'security',
      kdf: TEST_KDF,
      readSecret: async () => MANAGER_PASSWORD,
    },
    { partner: host, document, name: 'Gestora de Ofertas', email: 'gestora@example.com' },
  );
  const response = await t.call('POST', '/api/offer-coordination/sign-in', {
    json: { Document: document, Password: MANAGER_PASSWORD, PartnerId: partnerId },
    ip: nextIp(),
  });
  if (response.status !== 200) throw new Error(`manager sign-in answered ${response.status}: ${await response.text()}`);
  return (await response.json()).AccessToken;
}

/** A staff member of `seat` as an identity of the matrix, judged as `kind` and by their role. */
async function staffIdentity(t: TestApp, name: string, kind: 'staff' | 'otherStaff', seat: StaffSeat): Promise<Identity> {
  return { name, kind, seat, authorization: bearer((await addTestStaff(t, seat)).token) };
}

/**
 * Bodies the web app sends for `who`'s own file, by operation name (server/test-support/file-bodies.ts); a function
 * makes a new body for each probe.
 */
export async function validBodies(t: TestApp, who: Customer): Promise<Record<string, unknown>> {
  const address = fileBodies.address(who);
  const identification =
    who.personType === 'F'
      ? { 'PUT /api/natural-person/personal-data': fileBodies.personalData(who) }
      : { 'PUT /api/legal-person/company-data': fileBodies.companyData(who), 'PATCH /api/representative': fileBodies.representatives(who) };
  return {
    ...identification,
    // Public calls, with values that pass validation (the sign-up gets a new CPF on each probe).
    'POST /api/client/basic-data': () => pfBody(t, { Email: `sonda.${++ip}@example.com` }),
    'POST /api/partner/url': { Url: 'localhost' },
    'POST /api/customer/token-continue-register': { Document: who.cpfCnpj, PartnerId: who.partnerId },
    'PUT /api/password/request-new': { username: who.cpfCnpj, partnerId: who.partnerId },
    'POST /api/address': address,
    'PUT /api/address': { ...address, AddressId: 1 },
    'POST /api/client/complementary-data': fileBodies.complementaryData(who),
    'POST /api/client/declaration-data': fileBodies.declarationData(who),
    'PATCH /api/bank': fileBodies.bankAccounts(who),
    'POST /api/patrimony': fileBodies.patrimony(who),
    'PUT /api/patrimony': fileBodies.patrimony(who),
    'PATCH /api/procurator': fileBodies.procurators(who),
    'PATCH /api/administrator': fileBodies.administrators(who),
    'POST /api/profile': await fileBodies.profile(t, who),
  };
}

/** Builds the world on a fresh database: `postgresServerUrl` a PostgreSQL server, undefined PGlite. */
export async function buildWorld(postgresServerUrl: string | undefined): Promise<World> {
  const t = await startTestApp({ postgresServerUrl });
  const email = `vitima.${process.pid}@example.com`;
  const name = 'Vitória Matriz Segura';
  const victim = { ...(await newCustomer(t, pfBody(t, { Name: name, Email: email }))), email, name };
  await completeFile(t, victim);
  const other = await newCustomer(t, pfBody(t, { Email: `outra.${process.pid}@example.com` }));
  const foreign = await newCustomer(
    t,
    pfBody(t, { PartnerId: t.partners.bravo, RegisterUrl: 'parceiro.localhost:3000', AdvisorId: undefined, OfficeId: undefined }),
  );
  const documents = await (await t.call('GET', `/api/document/client/${victim.id}`, { token: victim.token })).json();
  const receiptId = (documents as { ReceiptId: number | null }[]).find((item) => item.ReceiptId)?.ReceiptId;
  const claims = { ClientId: victim.id, UserId: victim.userId, PartnerId: victim.partnerId, PersonType: victim.personType };
  const expired = await signAccessToken(claims, TEST_CONFIG.jwtSecret, new TestClock(new Date(Date.now() - 9 * 60 * 60 * 1000)));
  const [, tampered, foreignSecret] = (await badTokens(other, victim)).slice(1);
  const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, scope: 'onboarding', exp: 4_102_444_800 })}.`;
  const victimStaff = await addTestStaff(t, { role: 'analyst', partnerId: t.partners.aurora });
  const fuzzers = [
    await newCustomer(t, pfBody(t, { Email: `fuzz.pf.${process.pid}@example.com` })),
    await newCustomer(t, pjBody(t, { PartnerId: t.partners.aurora, RegisterUrl: 'localhost:3000', KnowledgeId: 1 })),
  ];
  return {
    t,
    victim,
    target: { clientId: victim.id, userId: victim.userId, document: victim.cpfCnpj, partnerId: victim.partnerId },
    pathValues: {
      clientId: String(victim.id),
      id: String(victim.id),
      userId: String(victim.userId),
      receiptId: String(receiptId ?? 1),
      documentId: String(receiptId ?? 1),
      document: victim.cpfCnpj,
      partnerId: String(victim.partnerId),
      type: '1',
      version: '1',
      country: 'BRA',
      stateId: '35',
      personType: 'F',
      code: 'abc',
      // A logo kind the logo routes take, so their probes reach the checks behind the path's validation.
      kind: LOGO_KINDS.Menu,
    },
    bodies: await validBodies(t, victim),
    identities: [
      { name: 'anonymous', kind: 'refused' },
      { name: 'expired token', kind: 'refused', authorization: bearer(expired) },
      { name: 'tampered token', kind: 'refused', authorization: bearer(tampered as string) },
      { name: 'token of another secret', kind: 'refused', authorization: bearer(foreignSecret as string) },
      { name: 'alg=none token', kind: 'refused', authorization: bearer(unsigned) },
      { name: 'another client', kind: 'otherClient', authorization: bearer(other.token) },
      { name: 'another partner', kind: 'otherClient', authorization: bearer(foreign.token) },
      { name: 'documents scope', kind: 'documents', authorization: bearer(await documentsToken(victim)) },
      { name: 'offer manager', kind: 'manager', authorization: bearer(await managerToken(t, 'localhost', t.partners.aurora)) },
      {
        name: "another partner's offer manager",
        kind: 'otherManager',
        authorization: bearer(await managerToken(t, 'parceiro.localhost', t.partners.bravo)),
      },
      await staffIdentity(t, "the partner's staff", 'staff', { role: 'analyst', partnerId: t.partners.aurora }),
      await staffIdentity(t, "the partner's approver", 'staff', { role: 'approver', partnerId: t.partners.aurora }),
      await staffIdentity(t, "the partner's admin", 'staff', { role: 'admin', partnerId: t.partners.aurora }),
      await staffIdentity(t, "the provider's admin", 'staff', { role: 'admin', partnerId: null }),
      await staffIdentity(t, "another partner's staff", 'otherStaff', { role: 'admin', partnerId: t.partners.bravo }),
      await staffIdentity(t, "another partner's approver", 'otherStaff', { role: 'approver', partnerId: t.partners.bravo }),
    ],
    victimStaffId: victimStaff.id,
    victimAuthorization: bearer(victim.token),
    fuzzers,
    close: () => t.close(),
  };
}
