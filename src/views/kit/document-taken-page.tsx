import type { BrokerageContact } from '../../../domain/document-taken.ts';
import type { PersonType } from '../../../domain/index.ts';
import { LinkButton } from '../../components/button.tsx';
import { MessagePage } from '../../components/message-page.tsx';
import { RouteLink } from './route-link.tsx';

type Props = {
  /** The screen it stands in (`data-view`): the continued sign-up or the sign-up's verification. */
  view: string;
  personType: PersonType | null;
  contact: BrokerageContact | null;
};

// `0800 000 0000` → `08000000000`; a leading + kept (tel: URIs take digits and +).
const telOf = (phone: string) => phone.replace(/(?!^\+)[^\d]/g, '');

/**
 * The holder whose document another sign-up took first (ADR 227): their email is proven, but the file is someone
 * else's, so nothing here can open it. The page says what to do, call the brokerage, with its contact; it names
 * nothing of the other file.
 */
export function DocumentTakenPage({ view, personType, contact }: Props) {
  const document = personType === 'J' ? 'CNPJ' : 'CPF';
  const email = contact?.Email ?? null;
  const phone = contact?.Phone ?? null;
  return (
    <MessagePage
      view={view}
      tone="warning"
      title={`Este ${document} já tem um cadastro`}
      actions={
        <>
          {email ? (
            <LinkButton href={`mailto:${email}`} block>
              Escrever para a corretora
            </LinkButton>
          ) : null}
          <RouteLink />
        </>
      }
    >
      <p data-step="documentTaken">
        Seu e-mail foi confirmado, mas outro cadastro com este {document} foi aberto antes, com outro e-mail. Por segurança, não é possível
        continuar por aqui.
      </p>
      <p>
        Se você é o titular do {document} e não reconhece esse cadastro, fale com a corretora: ela confere os dados com você e resolve o
        acesso. Não é preciso fazer um novo cadastro.
      </p>
      {email || phone ? (
        <ul
          data-brokerage-contact
          css={(theme) => ({ listStyle: 'none', padding: 0, display: 'grid', gap: '0.25rem', color: theme.colors.text })}
        >
          {email ? (
            <li>
              E-mail: <a href={`mailto:${email}`}>{email}</a>
            </li>
          ) : null}
          {phone ? (
            <li>
              Telefone: <a href={`tel:${telOf(phone)}`}>{phone}</a>
            </li>
          ) : null}
        </ul>
      ) : (
        <p>Procure os canais de atendimento da corretora.</p>
      )}
    </MessagePage>
  );
}
