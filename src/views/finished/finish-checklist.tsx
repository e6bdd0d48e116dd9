import { Link } from 'react-router-dom';
import type { SectionCompleteness } from '../../../domain/api/completeness.ts';
import type { PersonType } from '../../../domain/constants.ts';
import { STEPS, stepOfSection } from '../../../machines/onboarding/index.ts';

type FinishChecklistProps = { personType: PersonType; missing: SectionCompleteness[] };

/** What the server says is missing before the file can be sent, by step; each step's name leads to it. */
export function FinishChecklist({ personType, missing }: FinishChecklistProps) {
  return (
    <section aria-labelledby="finish-missing" css={{ display: 'grid', gap: '1rem' }}>
      <h2 id="finish-missing" css={{ fontSize: '1.125rem' }}>
        Complete estas etapas para enviar o seu cadastro
      </h2>
      <ul css={{ display: 'grid', gap: '1rem', margin: 0, padding: 0, listStyle: 'none' }}>
        {missing.map((section) => {
          const step = stepOfSection(personType, section.SectionId);
          return (
            <li key={section.SectionId} css={(theme) => ({ borderLeft: `4px solid ${theme.colors.primary}`, paddingLeft: '0.75rem' })}>
              {step ? (
                <Link to={STEPS[step].path} css={(theme) => ({ fontWeight: 700, color: theme.colors.primary })}>
                  {STEPS[step].label}
                </Link>
              ) : null}
              <ul css={(theme) => ({ margin: '0.25rem 0 0', paddingLeft: '1.25rem', color: theme.colors.muted })}>
                {section.Missing.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
