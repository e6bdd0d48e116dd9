import { LOGO_CONTENT_TYPES, MAX_LOGO_BYTES, PartnerMessages } from '../../domain/api/partners.ts';
import { Field } from '../components/field.tsx';
import { useObjectUrl } from '../components/use-object-url.ts';

/** Why a chosen logo file cannot be sent (type or size), or undefined; the server checks its bytes again. */
export function logoFileProblem(file: Blob): string | undefined {
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) return PartnerMessages.logoType;
  if (file.size > MAX_LOGO_BYTES) return PartnerMessages.logoTooLarge;
  return undefined;
}

type LogoFieldProps = {
  id: string;
  label: string;
  /** The logo shown now (its own-origin URL), or '' for none. */
  current: string;
  file: Blob | null;
  error?: string;
  onFile: (file: Blob | null) => void;
};

/** A logo's file input (PNG or JPEG, up to 512 KB) with a preview of the chosen file, or of the current logo. */
export function LogoField({ id, label, current, file, error, onFile }: LogoFieldProps) {
  const chosen = useObjectUrl(file);
  const preview = chosen ?? (current || null);
  return (
    <Field id={id} label={label} error={error} hint="PNG ou JPEG, até 512 KB">
      {(control) => (
        // minWidth 0: the file input's own width must not push the column wider than the form's grid gives it.
        <div css={{ display: 'grid', gap: '0.5rem', minWidth: 0 }}>
          <div
            css={(theme) => ({
              height: 64,
              display: 'grid',
              placeItems: 'center',
              border: `1px dashed ${theme.colors.border}`,
              borderRadius: 8,
              background: theme.colors.surface,
              overflow: 'hidden',
            })}
          >
            {preview ? (
              <img src={preview} alt={`Prévia: ${label}`} css={{ maxHeight: 48, maxWidth: '90%', objectFit: 'contain' }} />
            ) : (
              <span css={(theme) => ({ color: theme.colors.muted, fontSize: '0.875rem' })}>Sem logotipo</span>
            )}
          </div>
          <input
            {...control}
            type="file"
            accept={LOGO_CONTENT_TYPES.join(',')}
            onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
            css={{ fontSize: '0.875rem', width: '100%', minWidth: 0 }}
          />
        </div>
      )}
    </Field>
  );
}
