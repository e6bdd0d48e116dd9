import type { SuitabilityResult as Result } from '../../../domain/api/profile.ts';
import { Button } from '../../components/button.tsx';
import { InlineAlert } from '../notifications/notification-region.inline.tsx';
import { CLASS_TEXTS, PROFILE_TEXTS } from './suitability-profiles.ts';

type Props = {
  result: Result;
  error: string | null;
  completing: boolean;
  onContinue: () => void;
  onRetake: () => void;
};

const answeredOn = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

/** The customer's investor profile, what it means for their investments, continue and retake. */
export function SuitabilityResultPanel({ result, error, completing, onContinue, onRetake }: Props) {
  const text = PROFILE_TEXTS[result.Profile];
  return (
    <div css={{ display: 'grid', gap: '1.25rem' }}>
      <div
        role="status"
        css={(theme) => ({
          display: 'grid',
          gap: '0.5rem',
          padding: '1.25rem',
          borderRadius: theme.radius.md,
          background: theme.colors.primarySoft,
        })}
      >
        <p css={(theme) => ({ color: theme.colors.muted, fontWeight: 600 })}>Seu perfil de investidor é</p>
        <h2 css={(theme) => ({ fontSize: '1.75rem', color: theme.colors.primary })}>{text.title}</h2>
        <p>{text.summary}</p>
      </div>
      <div css={{ display: 'grid', gap: '0.5rem' }}>
        <h3 css={{ fontSize: '1.0625rem' }}>O que isso significa para os seus investimentos</h3>
        <p>{text.investments}</p>
        <h3 id="suitability-classes" css={{ fontSize: '1.0625rem' }}>
          Produtos adequados ao seu perfil
        </h3>
        <ul aria-labelledby="suitability-classes" css={{ display: 'grid', gap: '0.25rem', paddingLeft: '1.25rem' }}>
          {result.Classes.map((productClass) => (
            <li key={productClass}>{CLASS_TEXTS[productClass]}</li>
          ))}
        </ul>
        <p css={(theme) => ({ color: theme.colors.muted, fontSize: '0.875rem' })}>
          O seu perfil considera também o seu conhecimento e a sua experiência: um tipo de produto que você nunca operou não entra nele,
          mesmo que o seu perfil de risco permita.
        </p>
        <p css={(theme) => ({ color: theme.colors.muted, fontSize: '0.875rem' })}>
          Pela Resolução CVM 30, só recomendamos produtos compatíveis com o seu perfil. Perfil calculado em {answeredOn(result.AnsweredAt)}.
          Você pode refazer o questionário sempre que a sua situação financeira ou os seus objetivos mudarem.
        </p>
      </div>
      <InlineAlert message={error} />
      <Button block loading={completing} onClick={onContinue}>
        Salvar e continuar
      </Button>
      <Button variant="secondary" block disabled={completing} onClick={onRetake}>
        Refazer o questionário
      </Button>
    </div>
  );
}
