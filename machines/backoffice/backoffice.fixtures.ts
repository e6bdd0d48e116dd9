import type { ApplicationDetail, Funnel, QueueItem, QueuePage } from '../../domain/api/backoffice.ts';
import type { PartnerItem } from '../../domain/api/partners.ts';
import type { StaffListItem, StaffMe, StaffSession, StaffSignInChallenge } from '../../domain/api/staff-auth.ts';
import { RegistrationStatus } from '../../domain/constants.ts';
import { RequestFailure } from '../../domain/request-failure.ts';
import { type ActorAnswers, recordingActors } from '../recording-actors.fixtures.ts';
import type { BackofficeActors } from './backoffice.actors.ts';
import type { DownloadedFile } from './backoffice.types.ts';

// Test data shared by the back office's tests and the model-based suite (not part of the public surface).

const AURORA = { Id: 1, Name: 'Aurora' };

/** Members of each role (provider staff: no partner). */
export const MEMBERS = {
  analyst: {
    Id: 3,
    Name: 'Ana Analista',
    Email: 'ana@corretora.test',
    Role: 'analyst',
    PartnerId: 1,
    PartnerName: 'Aurora',
    Partners: [AURORA],
  },
  approver: {
    Id: 7,
    Name: 'Paulo Aprovador',
    Email: 'paulo@corretora.test',
    Role: 'approver',
    PartnerId: 1,
    PartnerName: 'Aurora',
    Partners: [AURORA],
  },
  admin: {
    Id: 9,
    Name: 'Alice Administradora',
    Email: 'alice@corretora.test',
    Role: 'admin',
    PartnerId: null,
    PartnerName: null,
    Partners: [AURORA, { Id: 2, Name: 'Bravo' }],
  },
} satisfies Record<string, StaffMe>;

/** A staff session of a member. */
export const sessionOf = (staff: StaffMe): StaffSession => ({ AccessToken: `staff.token.${staff.Id}`, Staff: staff });

/** The challenges after a right password: the code of an enrolled authenticator, or enrolling one. */
export const CHALLENGES = {
  totp: { Step: 'totp', ChallengeToken: 'challenge.totp' },
  enrol: {
    Step: 'enrol',
    ChallengeToken: 'challenge.enrol',
    OtpauthUri: 'otpauth://totp/Corretora:ana%40corretora.test?secret=JBSWY3DPEHPK3PXP&issuer=Corretora',
    Secret: 'JBSWY3DPEHPK3PXP',
  },
} satisfies Record<string, StaffSignInChallenge>;

/** One PF application under analysis, a PEP. */
export const ITEM: QueueItem = {
  ClientId: 42,
  Name: 'Maria Souza',
  Document: '529.982.247-25',
  PersonType: 'F',
  PartnerId: 1,
  PartnerName: 'Aurora',
  StatusRegistration: RegistrationStatus.UNDER_ANALYSIS,
  CurrentStep: null,
  Pep: true,
  AwaitingSecondApproval: false,
  DocumentConflict: false,
  CreatedAt: '2030-06-03T12:00:00.000Z',
  StatusChangedAt: '2030-06-05T15:30:00.000Z',
  DaysInStatus: 3,
  Holder: null,
  SlaDays: 5,
  SlaOverdue: false,
};

/** A first page of a three-page queue. */
export const QUEUE: QueuePage = {
  Items: [ITEM],
  Total: 60,
  Page: 1,
  PageSize: 25,
  CountsByStatus: { '1': 12, '2': 30, '3': 8, '4': 9, '5': 1 },
};

/** The application of ITEM as submitted. */
export const DETAIL: ApplicationDetail = {
  Summary: ITEM,
  Email: 'maria@example.test',
  Phone: '(11) 98765-4321',
  Sections: {
    Address: { ZipCode: '01310-100', Street: 'Avenida Paulista', Number: '1000', StateId: 35, CityId: 3550308 },
    PersonalData: { Name: 'Maria Souza', MaritalStatusId: 2 },
  },
  LookupNames: { StateId: { '35': 'São Paulo' }, CityId: { '3550308': 'São Paulo' }, MaritalStatusId: { '2': 'Casado(a)' } },
  Documents: [
    {
      DocumentId: 501,
      DocumentTypeId: 10,
      TypeName: 'Documento de identidade com foto (RG, CIN, CNH ou RNE)',
      FileName: 'rg.png',
      ContentType: 'image/png',
      Size: 2048,
      UploadedAt: '2030-06-04T10:00:00.000Z',
    },
  ],
  DocumentTypes: [
    { Id: 10, Name: 'Documento de identidade com foto (RG, CIN, CNH ou RNE)' },
    { Id: 11, Name: 'Comprovante de residência' },
  ],
  Suitability: { Answers: [{ Question: 'Qual é o seu objetivo?', Answer: 'Preservar o patrimônio' }], Profile: 'Conservador' },
  Agreements: [
    {
      AgreementId: 1,
      Name: 'Contrato geral',
      Version: '2030.1',
      Sha256: 'a'.repeat(64),
      SignedAt: '2030-06-05T15:29:00.000Z',
      Ip: '203.0.113.7',
      UserAgent: 'Mozilla/5.0',
    },
  ],
  Declarations: { IsPep: true, IsUsPerson: false },
  Audit: [
    {
      At: '2030-06-05T15:30:00.000Z',
      Actor: 'cliente',
      Staff: null,
      Action: 'register.finalize',
      RequestId: 'req-1',
      BeforeDigest: 'b1',
      AfterDigest: 'a1',
      Reason: null,
    },
  ],
};

/** The funnel of two steps, and three decisions' reasons. */
export const FUNNEL: Funnel = {
  Steps: [
    { Step: 1, Name: 'Endereço', Entered: 100, Completed: 80, Dropped: 20, MedianSeconds: 95 },
    { Step: 2, Name: 'Dados Pessoais', Entered: 80, Completed: 50, Dropped: 30, MedianSeconds: null },
  ],
  Reasons: [
    { Kind: 'requestDocuments', Code: 'documento-ilegivel', Label: 'Documento ilegível', Count: 12 },
    { Kind: 'reject', Code: 'documento-ilegivel', Label: 'Documento ilegível', Count: 2 },
    { Kind: 'reject', Code: 'renda-incompativel', Label: 'Renda ou patrimônio incompatível', Count: 5 },
  ],
};

const withoutPartners = ({ Partners: _, ...member }: StaffMe) => member;

/** The staff list an admin sees. */
export const STAFF_LIST: StaffListItem[] = [
  { ...withoutPartners(MEMBERS.admin), TotpEnrolled: true, Disabled: false, CreatedAt: '2030-01-01T00:00:00.000Z' },
  { ...withoutPartners(MEMBERS.analyst), TotpEnrolled: false, Disabled: false, CreatedAt: '2030-02-01T00:00:00.000Z' },
  { ...withoutPartners(MEMBERS.approver), TotpEnrolled: true, Disabled: false, CreatedAt: '2030-03-01T00:00:00.000Z' },
];

/** The partners a provider admin manages: the product's own and a second brand. */
export const PARTNER_LIST: PartnerItem[] = [
  {
    Id: 1,
    Host: 'localhost',
    Name: 'Aurora',
    Cnpj: '11222333000181',
    IsOwnPartner: true,
    AdvisorId: 100,
    OfficeId: 10,
    RegistrationUrl: 'https://localhost/novo-cadastro',
    SlaDays: 2,
    PrivacyPolicyUrl: null,
    Colors: {
      primary: '#0B3C5D',
      primaryContrast: '#FFFFFF',
      secondary: '#0F9D8F',
      background: '#F3F6F9',
      surface: '#FFFFFF',
      text: '#0B1F33',
      muted: '#55657A',
      error: '#C62828',
    },
    Logos: { Menu: '/brands/aurora/logo.svg', Icon: '/brands/aurora/icon.svg', Login: '/brands/aurora/login.svg' },
    CreatedAt: '2030-01-01T00:00:00.000Z',
  },
];

/** A file as the document and export calls answer it. */
export const FILE: DownloadedFile = { fileName: 'cadastros.csv', contentType: 'text/csv', blob: new Blob(['a;b']) };

/** Refusals of the back office's calls. */
export const BACKOFFICE_FAILURES = {
  unauthorized: new RequestFailure(401, 'Sessão expirada'),
  signIn: new RequestFailure(401, 'E-mail ou senha inválidos'),
  codeWrong: new RequestFailure(400, 'Dados inválidos', { Code: ['Código inválido ou já usado. Aguarde o próximo código do aplicativo.'] }),
  challengeGone: new RequestFailure(401, 'A entrada expirou. Informe e-mail e senha de novo.'),
  invitationUsed: new RequestFailure(410, 'Este convite é inválido, expirou ou já foi usado. Peça um novo convite a um administrador.'),
  locked: new RequestFailure(429, 'Muitas tentativas. Tente de novo em alguns minutos.'),
  emailTaken: new RequestFailure(409, 'Já existe uma pessoa da equipe com este e-mail'),
  hostTaken: new RequestFailure(409, 'Já existe um parceiro com este endereço'),
  notFound: new RequestFailure(404, 'Não encontrado'),
  server: new RequestFailure(500, 'Erro ao processar sua requisição. Tente novamente em alguns minutos'),
} as const;

/** Fake calls recording their inputs: no kept session; every call answers as a live server would. */
export function backofficeActors(answers: ActorAnswers<BackofficeActors> = {}) {
  return recordingActors<BackofficeActors>(
    {
      restoreSession: () => null,
      signIn: () => CHALLENGES.totp,
      verifyCode: () => sessionOf(MEMBERS.approver),
      acceptInvitation: () => ({}),
      signOut: () => undefined,
      loadQueue: () => QUEUE,
      exportQueue: () => FILE,
      loadApplication: () => DETAIL,
      loadDocument: () => ({ fileName: 'rg.png', contentType: 'image/png', blob: new Blob(['png']) }),
      loadFunnel: () => FUNNEL,
      loadStaff: () => STAFF_LIST,
      inviteStaff: () => ({}),
      changeStaff: () => ({}),
      endStaffSessions: () => ({}),
      loadPartners: () => PARTNER_LIST,
      addPartner: () => ({}),
      changePartner: () => ({}),
    },
    answers,
  );
}
