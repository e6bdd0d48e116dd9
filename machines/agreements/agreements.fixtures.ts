import type { AgreementFile, ClientAgreement } from '../../domain/api/agreements.ts';
import type { DeclarationData } from '../../domain/api/declaration-data.ts';
import { ElectronicCheckMessages, type ElectronicCheckStatus } from '../../domain/api/electronic-check.ts';
import { RequestFailure } from '../../domain/index.ts';
import { passwordMachine } from '../password/index.ts';
import type { PasswordActors } from '../password/password.actors.ts';
import { passwordActors } from '../password/password.fixtures.ts';
import { type ActorAnswers, recordingActors } from '../recording-actors.fixtures.ts';
import type { AgreementsActors } from './agreements.actors.ts';
import type { AgreementsInput } from './agreements.types.ts';

// Test data shared by the agreements tests and the model-based suite (not part of the public surface).

/** The signed-in customer and the partner. */
export const INPUT: AgreementsInput = { clientId: 501, userId: 601, partnerId: 7 };

/** A signature the policy accepts, one it refuses (obvious), and one of the wrong format. */
export const SIGNATURE = '704193';
export const OBVIOUS_SIGNATURE = '123456';
export const SHORT_SIGNATURE = '70419';

/** Signature statuses as GET /api/electronic-check/verify answers them. */
export const STATUS: Record<'none' | 'set' | 'locked', ElectronicCheckStatus> = {
  none: { HasEletronicCheck: false, IsLocked: false },
  set: { HasEletronicCheck: true, IsLocked: false },
  locked: { HasEletronicCheck: true, IsLocked: true },
};

const declaration = (QualifiedInvestor: boolean, ProfessionalInvestor: boolean): DeclarationData => ({
  AuthorizesOrdersByProcurator: false,
  AuthorizesOrdersByAdministrator: false,
  QualifiedInvestor,
  ProfessionalInvestor,
  ClientId: INPUT.clientId,
});

/** Declarations: a retail investor, a qualified one, and one both qualified and professional. */
export const DECLARATIONS = {
  retail: declaration(false, false),
  qualified: declaration(true, false),
  investor: declaration(true, true),
} as const;

const NAMES: Record<number, [number, string]> = {
  42: [33, 'Termo de ciência de investidor qualificado'],
  43: [34, 'Termo de ciência de investidor profissional'],
  1: [1, 'Contrato de intermediação e custódia'],
  28: [28, 'Regras e parâmetros de atuação'],
  57: [57, 'Termo de ciência de riscos'],
};

/** The file of an agreement type (GET /api/file/type/{type}). */
export const fileOf = (Type: number): AgreementFile => ({
  Type,
  AgreementId: NAMES[Type][0],
  Name: NAMES[Type][1],
  Version: '2025.1',
  Path: `/api/file/type/${Type}/version/2025.1`,
  Sha256: `sha-${Type}`,
  Subtitle: null,
  PublishedAt: '2025-01-15',
  Sections: [{ Heading: '1. Objeto', Paragraphs: [`${NAMES[Type][1]}: o que o cliente aceita.`, 'Segundo parágrafo.'] }],
});

/** A signed agreement of a type. */
export const signedOf = (AgreementType: number): ClientAgreement => ({
  AgreementId: NAMES[AgreementType][0],
  AgreementType,
  ClientId: INPUT.clientId,
  Version: '2025.1',
  Sha256: `sha-${AgreementType}`,
  SignedAt: '2025-06-15T12:00:00.000Z',
});

/** A PDF as the reader receives it. */
export const PDF = new Blob(['%PDF-1.7\n'], { type: 'application/pdf' });

/** Failures of the signature and signing calls (helper I's statuses: wrong 400 with attempts left, locked 423). */
export const AGREEMENT_FAILURES = {
  wrong: new RequestFailure(400, ElectronicCheckMessages.wrong(4), { Signature: [ElectronicCheckMessages.wrong(4)] }),
  locked: new RequestFailure(423, ElectronicCheckMessages.locked),
  exists: new RequestFailure(409, ElectronicCheckMessages.alreadySet),
  obvious: new RequestFailure(400, 'Dados inválidos', { ElectronicCheck: [ElectronicCheckMessages.obvious] }),
  unauthorized: new RequestFailure(401, 'Sessão expirada. Entre novamente.'),
  server: new RequestFailure(500, 'Erro ao processar sua requisição. Tente novamente em alguns minutos'),
  network: new TypeError('Failed to fetch'),
} as const;

/**
 * Fake actors recording their inputs; by default: a signature exists, a retail declaration, nothing signed, every
 * call succeeds, and the password flow finds a password (so it ends at once).
 */
export function agreementsActors(answers: ActorAnswers<AgreementsActors> = {}, password: ActorAnswers<PasswordActors> = {}) {
  const passwordFakes = passwordActors({ verifyPassword: async () => ({ HasPassword: true }), ...password });
  const fakes = recordingActors<AgreementsActors>(
    {
      verifySignature: () => STATUS.set,
      loadDeclaration: () => DECLARATIONS.retail,
      loadSignedAgreements: () => [],
      createSignature: () => STATUS.set,
      resetSignature: () => STATUS.none,
      authenticateSignature: () => ({ Valid: true as const }),
      loadAgreementFiles: ({ types }) => types.map(fileOf),
      fetchAgreementPdf: () => PDF,
      signAgreement: (body) => signedOf(body.AgreementType),
      signAgreementsBatch: (body) => body.AgreementTypes.map(signedOf),
      loadGeneralContract: () => [signedOf(1)],
      completeSection: (body) => ({ ...body, CompletedAt: '2025-06-15T12:00:00.000Z' }),
    },
    answers,
  );
  return {
    calls: fakes.calls,
    passwordCalls: passwordFakes.calls,
    actors: { ...fakes.actors, password: passwordMachine.provide({ actors: passwordFakes.actors }) },
  };
}
