import type { PasswordStrength } from '../../../domain/api/password.ts';

const LEVELS = ['muito fraca', 'muito fraca', 'fraca', 'boa', 'forte'] as const;

type Props = { id: string; strength: PasswordStrength | null };

/**
 * The typed password's strength in words and a bar of four segments, and, when weak, why and what would help
 * (zxcvbn's pt-BR feedback). A polite live region: read once the customer pauses.
 */
export function PasswordStrengthNote({ id, strength }: Props) {
  return (
    <div id={id} aria-live="polite" css={{ display: 'grid', gap: '0.375rem', minHeight: '1.25rem' }}>
      {strength ? (
        <>
          <div aria-hidden="true" css={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '0.25rem' }}>
            {[1, 2, 3, 4].map((segment) => (
              <span
                key={segment}
                css={(theme) => ({
                  height: '0.375rem',
                  borderRadius: theme.radius.sm,
                  background:
                    segment > Math.max(strength.score, 1)
                      ? theme.colors.border
                      : strength.strong
                        ? theme.colors.primary
                        : theme.colors.error,
                })}
              />
            ))}
          </div>
          <p css={{ fontSize: '0.875rem' }}>
            <strong>Força da senha: {LEVELS[strength.score]}.</strong>{' '}
            {[strength.warning, ...strength.suggestions].filter(Boolean).join(' ')}
          </p>
        </>
      ) : null}
    </div>
  );
}
