import type { ComplementaryData, ComplementaryDataBody } from '../../../domain/api/complementary-data.ts';
import type { DeclarationData, DeclarationDataBody } from '../../../domain/api/declaration-data.ts';

/** The declarations a customer ticks (complementary data flags and declaration data flags). */
export type DeclarationsForm = {
  PoliticallyExposedPerson: boolean;
  UsPerson: boolean;
  ForeignTaxResidence: boolean;
  AuthorizesOrdersByProcurator: boolean;
  AuthorizesOrdersByAdministrator: boolean;
  QualifiedInvestor: boolean;
  ProfessionalInvestor: boolean;
};

/** Nothing declared yet. */
export const emptyDeclarationsForm: DeclarationsForm = {
  PoliticallyExposedPerson: false,
  UsPerson: false,
  ForeignTaxResidence: false,
  AuthorizesOrdersByProcurator: false,
  AuthorizesOrdersByAdministrator: false,
  QualifiedInvestor: false,
  ProfessionalInvestor: false,
};

/** The complementary flags as saved. */
export function complementaryFlagsFrom(data: ComplementaryData): Partial<DeclarationsForm> {
  const { PoliticallyExposedPerson, UsPerson, ForeignTaxResidence } = data;
  return { PoliticallyExposedPerson, UsPerson, ForeignTaxResidence };
}

/** The declaration flags as saved. */
export function declarationFlagsFrom(data: DeclarationData): Partial<DeclarationsForm> {
  const { AuthorizesOrdersByProcurator, AuthorizesOrdersByAdministrator, QualifiedInvestor, ProfessionalInvestor } = data;
  return { AuthorizesOrdersByProcurator, AuthorizesOrdersByAdministrator, QualifiedInvestor, ProfessionalInvestor };
}

/** The body of POST /api/client/complementary-data; `document` is the identity document of an individual. */
export function complementaryBody(
  form: DeclarationsForm,
  clientId: number,
  document: { DocumentIssuerName: string | null; DocumentNumber: string | null } = { DocumentIssuerName: null, DocumentNumber: null },
): ComplementaryDataBody {
  const { PoliticallyExposedPerson, UsPerson, ForeignTaxResidence } = form;
  return { ...document, PoliticallyExposedPerson, UsPerson, ForeignTaxResidence, ClientId: clientId };
}

/** The body of POST /api/client/declaration-data. */
export function declarationBody(form: DeclarationsForm, clientId: number): DeclarationDataBody {
  const { AuthorizesOrdersByProcurator, AuthorizesOrdersByAdministrator, QualifiedInvestor, ProfessionalInvestor } = form;
  return { AuthorizesOrdersByProcurator, AuthorizesOrdersByAdministrator, QualifiedInvestor, ProfessionalInvestor, ClientId: clientId };
}
