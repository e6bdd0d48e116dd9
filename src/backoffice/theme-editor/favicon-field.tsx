import { FAVICON_CONTENT_TYPES } from '../../../domain/theme-tokens.ts';
import { Button } from '../../components/button.tsx';
import { Field } from '../../components/field.tsx';

type Props = {
  /** The draft's favicon (its own-origin URL), null for the product's default icon. */
  current: string | null;
  busy: boolean;
  error?: string;
  onFile: (file: Blob) => void;
  onRemove: () => void;
};

/**
 * The draft's favicon (issue 37): the current one shown at tab size and larger, a file input that uploads the chosen
 * file into the draft at once (PNG, JPEG, SVG or ICO up to 1 MB; the server checks its bytes and names a refusal
 * here), and taking it off for the product's default icon. Publishing makes it the partner's icon.
 */
export function FaviconField({ current, busy, error, onFile, onRemove }: Props) {
  return (
    <Field id="theme-favicon" label="Ícone da aba (favicon)" error={error} hint="PNG, JPEG, SVG ou ICO, até 1 MB">
      {(control) => (
        <div css={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
          {current ? (
            <span css={{ display: 'flex', gap: '0.5rem', alignItems: 'end' }}>
              <img src={current} alt="Ícone da aba do rascunho" width={32} height={32} css={{ objectFit: 'contain' }} />
              <img src={current} alt="" width={16} height={16} css={{ objectFit: 'contain' }} />
            </span>
          ) : (
            <span>Ícone padrão do produto</span>
          )}
          <input
            {...control}
            type="file"
            disabled={busy}
            accept={[...FAVICON_CONTENT_TYPES, '.ico', '.svg'].join(',')}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) onFile(file);
              event.currentTarget.value = '';
            }}
            css={{ fontSize: '0.875rem', minWidth: 0, maxWidth: '100%' }}
          />
          {current ? (
            <Button variant="ghost" disabled={busy} onClick={onRemove}>
              Usar o ícone padrão
            </Button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
