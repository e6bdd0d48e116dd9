import type { ReactNode } from 'react';
import type { ApplicationDetail } from '../../domain/api/backoffice.ts';
import { PersonType } from '../../domain/constants.ts';
import type { ApplicationView } from '../../machines/backoffice/index.ts';
import { AuditActor } from './audit-actor.tsx';
import { auditActionLabel } from './audit-labels.ts';
import { DocumentsSection } from './document-viewer.tsx';
import { Block, digest, ListTable, SubHeading, Table } from './dossier-parts.tsx';
import { ACCOUNT_TYPE_LABELS, CHANNEL_LABELS, formatDateTime } from './labels.ts';
import { freshDocuments } from './resubmission.ts';
import { type LookupNames, SubmittedValue } from './submitted-value.tsx';

type Fields = Record<string, unknown>;

// A section's body (an object), or an empty one before the customer saved it.
const sectionOf = (detail: ApplicationDetail, name: string): Fields => (detail.Sections[name] ?? {}) as Fields;

// A list section's items (`{ ClientId, <key>: [...] }`: the one array it holds).
const itemsOf = (detail: ApplicationDetail, name: string): unknown[] => {
  const section = detail.Sections[name];
  if (Array.isArray(section)) return section;
  return (Object.values(section ?? {}).find(Array.isArray) as unknown[] | undefined) ?? [];
};

const without = (fields: Fields, ...keys: string[]) => Object.fromEntries(Object.entries(fields).filter(([key]) => !keys.includes(key)));

/** The names the page reads ids by: the server's (lookup lists, knowledge, advisor), the partner, channels, account types. */
export function namesOf(detail: ApplicationDetail): LookupNames {
  return {
    ...detail.LookupNames,
    PartnerId: { [String(detail.Summary.PartnerId)]: detail.Summary.PartnerName },
    ChannelId: CHANNEL_LABELS,
    AccountType: ACCOUNT_TYPE_LABELS,
  };
}

// The sign-up's data: a company's "birth date" is its founding date; the phone, email and document show once here.
function signUpFields(detail: ApplicationDetail): Fields {
  const { BirthDate, ...basic } = sectionOf(detail, 'BasicData');
  const day = detail.Summary.PersonType === PersonType.J ? { FoundationDate: BirthDate } : { BirthDate };
  const { Name, CpfCnpj, PersonType: type, ...rest } = basic;
  return { Name, CpfCnpj, PersonType: type, ...day, ...rest };
}

// The declarations step: complementary data's flags and the investor declarations; complementary data's own document
// (issuer and number, optional) only when given, named apart from the identity document's fields.
function declarationFields(detail: ApplicationDetail): Fields {
  const { DocumentIssuerName, DocumentNumber, ...complementary } = sectionOf(detail, 'ComplementaryData');
  const document = Object.fromEntries(
    Object.entries({ ComplementaryDocumentIssuer: DocumentIssuerName, ComplementaryDocumentNumber: DocumentNumber }).filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    ),
  );
  return { ...complementary, ...sectionOf(detail, 'DeclarationData'), ...document };
}

// Marking to market is asked on the identification step; the file stores it twice (personal data and its own section).
const markToMarket = (detail: ApplicationDetail) => ({ MtmActivated: sectionOf(detail, 'Mtm').MtmActivated });

// A company's lists, in the order its identification step asks for them.
const COMPANY_LISTS = [
  ['Representatives', 'Representantes'],
  ['Administrators', 'Administradores'],
  ['Controllers', 'Controladores'],
  ['Procurators', 'Procuradores'],
  ['OrderIssuers', 'Emissores de ordens'],
  ['AssetManagers', 'Gestores de carteira'],
] as const;

function Identification({ detail, names }: { detail: ApplicationDetail; names: LookupNames }) {
  if (detail.Summary.PersonType !== PersonType.J) {
    return (
      <Block title="Dados pessoais">
        <SubmittedValue value={{ ...without(sectionOf(detail, 'PersonalData'), 'Mtm'), ...markToMarket(detail) }} names={names} />
      </Block>
    );
  }
  return (
    <Block title="Dados da empresa">
      <SubmittedValue value={{ ...sectionOf(detail, 'CompanyData'), ...markToMarket(detail) }} names={names} />
      {COMPANY_LISTS.map(([name, title]) => (
        <div key={name} css={{ display: 'grid', gap: '0.5rem' }}>
          <SubHeading>{title}</SubHeading>
          <ListTable caption={title} items={itemsOf(detail, name)} names={names} />
        </div>
      ))}
    </Block>
  );
}

function Suitability({ detail }: { detail: ApplicationDetail }) {
  if (!detail.Suitability) return <p css={{ margin: 0 }}>Questionário não respondido.</p>;
  return (
    <>
      <p css={{ margin: 0 }}>
        Perfil: <strong>{detail.Suitability.Profile}</strong>
      </p>
      <Table
        caption="Respostas do questionário"
        head={['Pergunta', 'Resposta']}
        rows={detail.Suitability.Answers.map((a) => [a.Question, a.Answer])}
      />
    </>
  );
}

/**
 * The file as a dossier: each step of the customer's journey once, in its order (the sign-up, address, documents and
 * identification — a company's documents after its data —, declarations, financial data, suitability, terms), then
 * the audit trail.
 */
export function Dossier({ view, detail }: { view: ApplicationView; detail: ApplicationDetail }) {
  const names = namesOf(detail);
  const company = detail.Summary.PersonType === PersonType.J;
  const documents = (
    <Block key="documents" title="Documentos">
      <DocumentsSection documents={detail.Documents} view={view.document} fresh={freshDocuments(detail)} />
    </Block>
  );
  const parts: ReactNode[] = [
    <Block key="sign-up" title="Cadastro inicial">
      <SubmittedValue value={signUpFields(detail)} names={names} />
    </Block>,
    <Block key="address" title="Endereço">
      <SubmittedValue value={detail.Sections.Address} names={names} />
    </Block>,
    company ? null : documents,
    <Identification key="identification" detail={detail} names={names} />,
    company ? documents : null,
    <Block key="declarations" title="Declarações">
      <SubmittedValue value={declarationFields(detail)} names={names} />
    </Block>,
    <Block key="financial" title="Dados financeiros">
      <SubHeading>Patrimônio e renda</SubHeading>
      <SubmittedValue value={sectionOf(detail, 'Patrimony')} names={names} />
      <SubHeading>Contas bancárias</SubHeading>
      <ListTable caption="Contas bancárias" items={itemsOf(detail, 'BankAccounts')} names={names} />
    </Block>,
    <Block key="suitability" title="Perfil de investidor">
      <Suitability detail={detail} />
    </Block>,
    <Block key="terms" title="Termos assinados">
      <Table
        caption="Termos assinados com as evidências"
        head={['Termo', 'Versão', 'Assinado em', 'IP', 'Navegador', 'SHA-256']}
        rows={detail.Agreements.map((a) => [
          a.Name,
          a.Version,
          formatDateTime(a.SignedAt),
          a.Ip,
          a.UserAgent,
          <code key="hash" css={digest}>
            {a.Sha256}
          </code>,
        ])}
      />
    </Block>,
    <Block key="audit" title="Histórico (auditoria)">
      <Table
        caption="Histórico do cadastro"
        head={['Quando', 'Quem', 'O quê', 'Motivo', 'Requisição', 'Antes / depois']}
        rows={detail.Audit.map((e) => [
          formatDateTime(e.At),
          <AuditActor key="actor" entry={e} />,
          auditActionLabel(e.Action),
          e.Reason ?? '—',
          e.RequestId ?? '—',
          <code key="digests" css={digest}>{`${e.BeforeDigest ?? '—'} → ${e.AfterDigest ?? '—'}`}</code>,
        ])}
      />
    </Block>,
  ];
  return <>{parts}</>;
}
