import type { Theme } from '@emotion/react';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import type { QuestionView } from '../../../machines/suitability/index.ts';

type Props = {
  question: QuestionView;
  onChoose: (questionId: number, alternativeId: number) => void;
  disabled: boolean;
};

const optionStyle = (chosen: boolean) => (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  minHeight: 48,
  padding: '0.5rem 0.875rem',
  borderRadius: theme.radius.sm,
  border: `1px solid ${chosen ? theme.colors.primary : theme.colors.border}`,
  background: chosen ? theme.colors.primarySoft : theme.colors.surface,
  cursor: 'pointer',
  '&:focus-within': { boxShadow: theme.shadow.focus },
});

const nestedStyle = (theme: Theme) => ({
  display: 'grid',
  gap: '1.25rem',
  paddingLeft: '0.875rem',
  borderLeft: `3px solid ${theme.colors.primarySoft}`,
});

/** Answers a single (radio group) or multiple (checkboxes) question; a group is a titled block. Nested ones show below. */
export function SuitabilityQuestion({ question, onChoose, disabled }: Props) {
  const nested = question.questions.map((child) => (
    <SuitabilityQuestion key={child.id} question={child} onChoose={onChoose} disabled={disabled} />
  ));
  if (question.kind === 'group') {
    return (
      <section aria-labelledby={`question-${question.id}`} css={{ display: 'grid', gap: '1.25rem' }}>
        <h2 id={`question-${question.id}`} css={{ fontSize: '1.125rem' }}>
          {question.description}
        </h2>
        {nested}
      </section>
    );
  }
  const errorId = `question-${question.id}-error`;
  const type = question.kind === 'single' ? 'radio' : 'checkbox';
  return (
    <div css={{ display: 'grid', gap: '1rem' }}>
      <fieldset aria-describedby={question.missing ? errorId : undefined} css={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <legend css={{ fontWeight: 600, marginBottom: '0.625rem', padding: 0 }}>{question.description}</legend>
        <div css={{ display: 'grid', gap: '0.5rem' }}>
          {question.alternatives.map((alternative) => (
            <label key={alternative.id} css={optionStyle(alternative.chosen)}>
              <input
                type={type}
                name={`question-${question.id}`}
                value={alternative.id}
                checked={alternative.chosen}
                disabled={disabled}
                aria-invalid={question.missing || undefined}
                onChange={() => onChoose(question.id, alternative.id)}
              />
              {alternative.description}
            </label>
          ))}
        </div>
        {question.missing ? (
          <p id={errorId} css={(theme) => ({ color: theme.colors.error, fontSize: '0.875rem', fontWeight: 500, marginTop: '0.5rem' })}>
            {FieldMessages.choose}
          </p>
        ) : null}
      </fieldset>
      {/* Nested questions hang under the answer that revealed them. */}
      {nested.length > 0 ? <div css={nestedStyle}>{nested}</div> : null}
    </div>
  );
}
