import { CEP_FIELD_LABELS } from './cep-fill.ts';
import type { CepAutofill } from './use-cep-autofill.ts';

// Short pt-BR notes: the lookup never blocks the form, it only says what it did.
const NOTES = {
  idle: '',
  looking: 'Buscando o endereço do CEP…',
  found: '',
  notFound: 'CEP não encontrado. Confira o número ou preencha o endereço abaixo.',
  unavailable: 'Não foi possível buscar o endereço agora. Preencha os campos abaixo.',
} as const;

const joinLabels = (labels: string[]) =>
  labels.length > 1 ? `${labels.slice(0, -1).join(', ')} e ${labels[labels.length - 1]}` : (labels[0] ?? '');

/** The note under the CEP (a polite live region): looking, not found, unavailable, or which typed fields were kept. */
export function CepNote({ autofill }: { autofill: CepAutofill }) {
  const kept = joinLabels(autofill.kept.map((field) => CEP_FIELD_LABELS[field]));
  return (
    <div
      id="address-postal-code-note"
      role="status"
      // Empty, it takes no room (but stays in place, so a screen reader hears what it says next).
      css={(theme) => ({ color: theme.colors.muted, fontSize: '0.875rem', '& > p': { marginTop: '0.375rem' } })}
    >
      {kept ? (
        <p>
          Mantivemos o que você digitou em {kept}.{' '}
          <button
            type="button"
            onClick={autofill.applyAnswer}
            css={(theme) => ({
              font: 'inherit',
              color: theme.colors.primary,
              background: 'none',
              border: 'none',
              padding: 0,
              textDecoration: 'underline',
              cursor: 'pointer',
              minHeight: 24,
            })}
          >
            Usar o endereço do CEP
          </button>
        </p>
      ) : (
        NOTES[autofill.status] && <p>{NOTES[autofill.status]}</p>
      )}
    </div>
  );
}
