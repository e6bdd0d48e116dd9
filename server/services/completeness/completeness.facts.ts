import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  addresses,
  administrators,
  assetManagers,
  bankAccounts,
  clientAgreements,
  clientDocuments,
  clients,
  companyData,
  complementaryData,
  declarations,
  electronicChecks,
  patrimonies,
  personalData,
  procurators,
  representatives,
  suitabilityProfiles,
  userPasswords,
  users,
} from '../../db/schema/index.ts';
import { type ClientRef, type ClientTable, clientColumns, clientOf } from '../../lib/clients/client-scope.ts';

/** What the completeness rules read of a client's file: which records exist and the few values they judge. */
export type FileFacts = {
  hasAddress: boolean;
  hasPersonalData: boolean;
  hasCompanyData: boolean;
  hasComplementaryData: boolean;
  /** The declarations, null before the first POST. */
  declarations: {
    AuthorizesOrdersByProcurator: boolean;
    AuthorizesOrdersByAdministrator: boolean;
    QualifiedInvestor: boolean;
    ProfessionalInvestor: boolean;
  } | null;
  /** The patrimony's financial investments (reais), null before any patrimony. */
  financialInvestments: number | null;
  hasBankAccount: boolean;
  hasRepresentative: boolean;
  /** CPF/CNPJ of the people listed, in list order (they decide the required documents). */
  procurators: string[];
  administrators: string[];
  assetManagers: string[];
  /** Version of the questionnaire the stored suitability answers, null before any. */
  suitabilityVersion: string | null;
  hasPassword: boolean;
  hasSignature: boolean;
  /** Ids of the agreements signed (any version). */
  agreementIds: number[];
  /** Uploaded documents as `receiptTypeId:cpfCnpj`. */
  uploads: string[];
};

const present = (table: ClientTable) => sql<boolean>`exists (select 1 from ${table} where ${table.clientId} = ${clients.id})`;
const documentsOf = (table: typeof procurators | typeof administrators | typeof assetManagers) =>
  sql<string[]>`array(select ${table.cpfCnpj} from ${table} where ${table.clientId} = ${clients.id} order by ${table.position})`;

function factsSelect(db: Database, where: SQL | undefined) {
  return db
    .select({
      client: clientColumns,
      hasAddress: present(addresses),
      hasPersonalData: present(personalData),
      hasCompanyData: present(companyData),
      hasComplementaryData: present(complementaryData),
      declared: sql<boolean>`${declarations.clientId} is not null`,
      byProcurator: declarations.authorizesOrdersByProcurator,
      byAdministrator: declarations.authorizesOrdersByAdministrator,
      qualified: declarations.qualifiedInvestor,
      professional: declarations.professionalInvestor,
      financialInvestments: patrimonies.financialInvestments,
      hasBankAccount: present(bankAccounts),
      hasRepresentative: present(representatives),
      procurators: documentsOf(procurators),
      administrators: documentsOf(administrators),
      assetManagers: documentsOf(assetManagers),
      suitabilityVersion: suitabilityProfiles.version,
      hasPassword: sql<boolean>`${userPasswords.userId} is not null`,
      hasSignature: sql<boolean>`${electronicChecks.userId} is not null`,
      agreementIds: sql<number[]>`array(select distinct ${clientAgreements.agreementId}::int from ${clientAgreements}
        where ${clientAgreements.clientId} = ${clients.id})`,
      uploads: sql<string[]>`array(select distinct ${clientDocuments.receiptTypeId} || ':' || ${clientDocuments.cpfCnpj}
        from ${clientDocuments} where ${clientDocuments.clientId} = ${clients.id})`,
    })
    .from(clients)
    .leftJoin(declarations, eq(declarations.clientId, clients.id))
    .leftJoin(patrimonies, eq(patrimonies.clientId, clients.id))
    .leftJoin(suitabilityProfiles, eq(suitabilityProfiles.clientId, clients.id))
    .leftJoin(users, eq(users.clientId, clients.id))
    .leftJoin(userPasswords, eq(userPasswords.userId, users.id))
    .leftJoin(electronicChecks, eq(electronicChecks.userId, users.id))
    .where(where);
}

type FactsRow = Awaited<ReturnType<typeof factsSelect>>[number];

function toFacts(row: FactsRow): FileFacts {
  return {
    hasAddress: row.hasAddress,
    hasPersonalData: row.hasPersonalData,
    hasCompanyData: row.hasCompanyData,
    hasComplementaryData: row.hasComplementaryData,
    declarations: row.declared
      ? {
          AuthorizesOrdersByProcurator: row.byProcurator ?? false,
          AuthorizesOrdersByAdministrator: row.byAdministrator ?? false,
          QualifiedInvestor: row.qualified ?? false,
          ProfessionalInvestor: row.professional ?? false,
        }
      : null,
    financialInvestments: row.financialInvestments,
    hasBankAccount: row.hasBankAccount,
    hasRepresentative: row.hasRepresentative,
    procurators: row.procurators,
    administrators: row.administrators,
    assetManagers: row.assetManagers,
    suitabilityVersion: row.suitabilityVersion,
    hasPassword: row.hasPassword,
    hasSignature: row.hasSignature,
    agreementIds: row.agreementIds.map(Number),
    uploads: row.uploads,
  };
}

type FactsQuery = { execute(values: { clientId: number; partnerId: number }): Promise<FactsRow[]> };
// Built once per database (ADR 121), a pipelinedTransaction's included (one per pooled connection): section
// completion, finalize and the completeness GET run it, and rendering its text was most of their API CPU (issue 32).
const factsQueries = new WeakMap<Database, FactsQuery>();
const ofScope = and(eq(clients.id, sql.placeholder('clientId')), eq(clients.partnerId, sql.placeholder('partnerId')));

/**
 * The client `clientId` of partner `partnerId` and the facts of its file, in one statement: requireClient's 404 when
 * the client is not the partner's. `db` may be a transaction: its statement sees what committed before it began.
 */
export async function readFileFacts(
  db: Database,
  scope: { clientId: number; partnerId: number },
): Promise<{ client: ClientRef; facts: FileFacts }> {
  let query = factsQueries.get(db);
  if (!query) {
    // A named statement (parsed once per connection): its text never changes.
    query = factsSelect(db, ofScope).prepare('file_facts') as unknown as FactsQuery;
    factsQueries.set(db, query);
  }
  const [row] = await query.execute({ clientId: scope.clientId, partnerId: scope.partnerId });
  const client = clientOf(row?.client);
  return { client, facts: toFacts(row) };
}

/**
 * The clients `clientIds` (any partner: the caller has scoped them) and the facts of their files, in one statement;
 * ids without a client are left out. For the back office's queue, which shows each file's first incomplete section.
 */
export async function readFilesFacts(db: Database, clientIds: readonly number[]): Promise<{ client: ClientRef; facts: FileFacts }[]> {
  if (clientIds.length === 0) return [];
  const rows = await factsSelect(db, inArray(clients.id, [...clientIds]));
  return rows.map((row) => ({ client: clientOf(row.client), facts: toFacts(row) }));
}
