/**
 * The back office's side of the security suites: a staff member of each role (issue 33: "0 × 5xx with staff tokens"),
 * the roles each back-office operation admits, and the fuzz's staff actors with their own targets, so the fuzz
 * reaches every back-office operation with every role without touching the matrix's victim.
 */
import { eq } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '../../domain/staff.ts';
import { partners, staffMembers } from '../../server/db/schema/index.ts';
import { signStaffToken } from '../../server/lib/auth/staff-token.ts';
import { systemClock } from '../../server/lib/http/context.ts';
import { randomCnpj } from '../../server/test-support/documents.ts';
import { addTestStaff } from '../../server/test-support/staff.ts';
import { TEST_CONFIG, type TestApp } from '../../server/test-support/test-app.ts';
import { type Operation, operationName, type Target } from './operations.ts';

/** Who a staff identity is: their role and partner (null: the provider's, every partner). */
export type StaffSeat = { role: StaffRole; partnerId: number | null };

export const isBackofficeOperation = (operation: Pick<Operation, 'path'>) => operation.path.startsWith('/api/backoffice/');
const isAdminOperation = (operation: Operation) =>
  operation.path.startsWith('/api/backoffice/staff') || operation.path.startsWith('/api/backoffice/partners');
// Calls that end the caller's own session: the fuzz makes them with a member kept for that, never its actors.
export const endsOwnStaffSession = (operation: Pick<Operation, 'path'>) => operation.path === '/api/backoffice/auth/sign-out';

/**
 * Why a 2xx of `operation` (with `body`) is one `seat` must not get, or undefined when their role admits it: staff and
 * partner administration is the admins'; adding a partner the provider admins'; approving or rejecting the approvers'
 * and admins' (an analyst asks for documents only).
 */
export function roleRefusal(operation: Operation, body: string | undefined, seat: StaffSeat): string | undefined {
  if (isAdminOperation(operation) && seat.role !== 'admin') return `a ${seat.role} got a 2xx from an admin's operation`;
  if (operationName(operation) === 'POST /api/backoffice/partners' && seat.partnerId !== null) return "a partner's admin added a partner";
  const deciding = operation.path.endsWith('/decision') && /"Kind":"(approve|reject)"/.test(body ?? '');
  if (deciding && seat.role === 'analyst') return 'an analyst approved or rejected';
  return undefined;
}

/** A staff actor of the fuzz: its seat, its session, its path values and bodies, and a session to end. */
export type StaffActor = {
  seat: StaffSeat;
  authorization: string;
  pathValues: Record<string, string>;
  bodies: Record<string, unknown>;
  target: Target;
  /** A session of a member of the same seat kept for the calls that end the caller's own session. */
  signOutAuthorization(): Promise<string>;
};

const rotating = (values: unknown[]) => {
  let next = 0;
  return () => structuredClone(values[next++ % values.length]);
};

/**
 * One fuzz actor per staff role of the client's partner, and a provider admin: their `{id}` is a member kept as the
 * fuzz's target (staff routes) or their own partner (partner routes; a partner of the fuzz's own for the provider),
 * their `{clientId}` the fuzz's own client, so the matrix's victim and the actors' own sessions stay as they were.
 */
export async function staffActors(t: TestApp, client: Target, pathValues: Record<string, string>): Promise<StaffActor[]> {
  const seats: StaffSeat[] = [...STAFF_ROLES.map((role) => ({ role, partnerId: client.partnerId })), { role: 'admin', partnerId: null }];
  const provider = await addTestStaff(t, { role: 'admin', partnerId: null });
  const added = await t.call('POST', '/api/backoffice/partners', {
    token: provider.token,
    json: { Host: `sonda-${process.pid}.example.com`, Name: 'Parceira da Sonda', Cnpj: randomCnpj() },
  });
  if (added.status !== 201) throw new Error(`adding the fuzz's partner answered ${added.status}: ${await added.text()}`);
  const fuzzPartner: number = (await added.json()).Id;
  const target = await addTestStaff(t, { role: 'analyst', partnerId: client.partnerId });
  let emails = 0;
  const actors: StaffActor[] = [];
  for (const seat of seats) {
    const member = await addTestStaff(t, seat);
    const quitter = await addTestStaff(t, seat);
    const partnerId = seat.partnerId ?? fuzzPartner;
    const [partner] = await t.database.db.select({ name: partners.name }).from(partners).where(eq(partners.id, partnerId));
    actors.push({
      seat,
      authorization: `Bearer ${member.token}`,
      pathValues: { ...pathValues, clientId: String(client.clientId), staffTarget: String(target.id), partnerTarget: String(partnerId) },
      target: client,
      bodies: {
        'POST /api/backoffice/staff': () => ({
          Name: 'Pessoa da Sonda',
          Email: `sonda.equipe.${process.pid}.${++emails}@example.com`,
          Role: 'analyst',
          PartnerId: client.partnerId,
        }),
        'PATCH /api/backoffice/staff/{id}': rotating([{ Role: 'approver' }, { Role: 'analyst' }, { Disabled: true }, { Disabled: false }]),
        'POST /api/backoffice/partners': () => ({ Host: `sonda-${++emails}.example.com`, Name: 'Parceira da Sonda', Cnpj: randomCnpj() }),
        // The partner's own name back: a valid change that leaves the brand as it was.
        'PATCH /api/backoffice/partners/{id}': { Name: partner.name },
        'POST /api/backoffice/applications/{clientId}/decision': rotating([
          { Kind: 'approve' },
          { Kind: 'reject', ReasonCode: 'documento-ilegivel', Reason: 'Documento ilegível' },
          {
            Kind: 'requestDocuments',
            ReasonCode: 'documento-ilegivel',
            DocumentTypeIds: [11],
            Message: 'Envie um comprovante de residência recente.',
          },
        ]),
      },
      signOutAuthorization: async () => {
        const [row] = await t.database.db
          .select({ sv: staffMembers.sessionVersion })
          .from(staffMembers)
          .where(eq(staffMembers.id, quitter.id));
        const token = signStaffToken({ id: quitter.id, ...seat, sessionVersion: row.sv }, TEST_CONFIG.jwtSecret, systemClock);
        return `Bearer ${token}`;
      },
    });
  }
  return actors;
}

/** The value of `{id}` in `operation`'s path for a staff actor: the target member, or the actor's partner. */
export function staffIdFor(operation: Pick<Operation, 'path'>, values: Record<string, string>): Record<string, string> {
  if (operation.path.startsWith('/api/backoffice/staff/{')) return { id: values.staffTarget };
  if (operation.path.startsWith('/api/backoffice/partners/{')) return { id: values.partnerTarget };
  return {};
}
