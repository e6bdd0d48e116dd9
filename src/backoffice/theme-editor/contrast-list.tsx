import type { FailingPair } from '../../../domain/theme-contrast.ts';
import type { ThemeColorKey } from '../../../domain/theme-tokens.ts';
import { Button } from '../../components/button.tsx';
import { COLOR_LABELS } from './theme-labels.ts';

const ratio = (value: number) => `${value.toFixed(2).replace('.', ',')}:1`;
const Swatch = ({ color }: { color: string }) => (
  <span
    aria-hidden="true"
    css={{ display: 'inline-block', width: 14, height: 14, border: '1px solid #0006', background: color, verticalAlign: 'middle' }}
  />
);

/** The pairs below WCAG 2.2 AA, each with its ratio, the minimum and a one-click fix; or that every pair passes. */
export function ContrastList({ failing, onUse }: { failing: FailingPair[]; onUse: (key: ThemeColorKey, color: string) => void }) {
  return (
    <section aria-labelledby="contrast-title" css={{ display: 'grid', gap: '0.5rem' }}>
      <h2 id="contrast-title" css={{ margin: 0, fontSize: '1.125rem' }}>
        Contraste (WCAG 2.2 AA)
      </h2>
      {failing.length === 0 ? (
        <p role="status">Todos os pares de cores têm contraste suficiente.</p>
      ) : (
        <ul aria-label="Pares sem contraste suficiente" css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '0.5rem' }}>
          {failing.map((pair) => (
            <li
              key={pair.id}
              css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', justifyContent: 'space-between' }}
            >
              <span>
                <strong>{pair.label}</strong>: {ratio(pair.ratio)} (mínimo {ratio(pair.minimum)}). Sugestão para{' '}
                {COLOR_LABELS[pair.foreground].toLowerCase()}: <Swatch color={pair.suggestion} /> {pair.suggestion}
              </span>
              <Button
                variant="secondary"
                aria-label={`Usar sugestão ${pair.suggestion} em ${COLOR_LABELS[pair.foreground]} (${pair.label})`}
                onClick={() => onUse(pair.foreground, pair.suggestion)}
              >
                Usar sugestão
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
