import { eq, sql } from 'drizzle-orm';
import { Agreement, type PersonType } from '../../../domain/constants.ts';
import type { Database } from '../../db/database.ts';
import { applicationApprovals, clientAgreements, clients, complementaryData, declarations, staffMembers } from '../../db/schema/index.ts';
import { type StaffPrincipal, seesPartner } from '../../lib/auth/staff-token.ts';
import { notFound } from '../../lib/http/api-error.ts';
import type { FirstApproval } from './four-eyes.ts';

/** An application as a decision reads it: its status, whom to tell, and where four eyes stand. */
export type DecisionApplication = {
  id: number;
  partnerId: number;
  personType: PersonType;
  status: number;
  name: string;
  email: string;
  /** A PEP or a professional investor: approving takes two approvers. */
  needsSecondApproval: boolean;
  /** The first approval that waits for a second one, if any: by which staff member (id and name), when. */
  firstApproval: (FirstApproval & { name: string }) | null;
};

const professionalAgreement = sql`exists (select 1 from ${clientAgreements}
  where ${clientAgreements.clientId} = ${clients.id} and ${clientAgreements.agreementId} = ${Agreement.PROFESSIONAL_INVESTOR_ID})`;

/**
 * The application `clientId` in one statement: a PEP (complementary data's declaration), a professional investor (the
 * declaration, or agreement 34 signed), and the first approval with its approver's name. Read it after the client's lock to judge a decision.
 */
export async function readApplication(db: Database, clientId: number): Promise<DecisionApplication | undefined> {
  const [row] = await db
    .select({
      id: clients.id,
      partnerId: clients.partnerId,
      personType: sql<PersonType>`${clients.personType}`,
      status: clients.statusRegistration,
      name: clients.name,
      email: clients.email,
      needsSecondApproval: sql<boolean>`(coalesce(${complementaryData.politicallyExposedPerson}, false)
        or coalesce(${declarations.professionalInvestor}, false) or ${professionalAgreement})`,
      firstApprovalBy: applicationApprovals.staffId,
      firstApprovalAt: applicationApprovals.approvedAt,
      firstApprovalName: staffMembers.name,
    })
    .from(clients)
    .leftJoin(complementaryData, eq(complementaryData.clientId, clients.id))
    .leftJoin(declarations, eq(declarations.clientId, clients.id))
    .leftJoin(applicationApprovals, eq(applicationApprovals.clientId, clients.id))
    .leftJoin(staffMembers, eq(staffMembers.id, applicationApprovals.staffId))
    .where(eq(clients.id, clientId));
  if (!row) return undefined;
  const { firstApprovalBy, firstApprovalAt, firstApprovalName, ...application } = row;
  const firstApproval =
    firstApprovalBy === null || firstApprovalAt === null
      ? null
      : { by: firstApprovalBy, at: firstApprovalAt, name: firstApprovalName ?? '' };
  return { ...application, firstApproval };
}

/** The application a staff member names: 404 when there is none or it is another partner's than theirs. */
export async function applicationFor(db: Database, staff: StaffPrincipal, clientId: number): Promise<DecisionApplication> {
  const application = await readApplication(db, clientId);
  if (!application || !seesPartner(staff, application.partnerId)) throw notFound();
  return application;
}

/** Forgets a first approval: the file it approved is going back to the customer, or was rejected. */
export async function dropFirstApproval(db: Database, clientId: number): Promise<void> {
  await db.delete(applicationApprovals).where(eq(applicationApprovals.clientId, clientId));
}
