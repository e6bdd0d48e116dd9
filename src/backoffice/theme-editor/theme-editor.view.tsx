import { RADIUS_SCALES, type RadiusScale, THEME_COLOR_KEYS, THEME_FONTS, ThemeMessages } from '../../../domain/theme-tokens.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ContrastList } from './contrast-list.tsx';
import { EmailPreview } from './email-preview.tsx';
import { FaviconField } from './favicon-field.tsx';
import type { PreviewPartner } from './preview-theme.ts';
import type { ThemeCalls } from './theme-editor.api.ts';
import { COLOR_LABELS, fontLabel, RADIUS_LABELS } from './theme-labels.ts';
import { ThemePreview } from './theme-preview.tsx';
import { ThemeVersions } from './theme-versions.tsx';
import { type ThemeEditorState, useThemeEditor } from './use-theme-editor.ts';

type Props = { calls: ThemeCalls; partner: PreviewPartner; isProvider: boolean };

function TokenFields({ editor }: { editor: ThemeEditorState }) {
  const { draft, typed } = editor;
  if (!draft) return null;
  return (
    <fieldset
      css={{
        border: 0,
        padding: 0,
        margin: 0,
        display: 'grid',
        gap: '0.75rem',
        gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
      }}
    >
      <legend css={{ fontWeight: 600, marginBottom: '0.5rem' }}>Cores (#RRGGBB)</legend>
      {THEME_COLOR_KEYS.map((key) => (
        <div key={key} css={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
          <input
            type="color"
            aria-label={`Escolher ${COLOR_LABELS[key]}`}
            value={draft.Colors[key].toLowerCase()}
            onChange={(event) => editor.setColor(key, event.target.value)}
            css={{ width: 44, height: 44, marginTop: '1.6rem', padding: 0, border: 0, background: 'none', flex: 'none' }}
          />
          <TextField
            id={`theme-${key}`}
            label={COLOR_LABELS[key]}
            value={typed[key] ?? ''}
            spellCheck={false}
            maxLength={7}
            error={editor.invalid.includes(key) ? ThemeMessages.colorInvalid : undefined}
            onValueChange={(value) => editor.setColor(key, value.trim())}
          />
        </div>
      ))}
      <SelectField
        id="theme-font"
        label="Fonte"
        placeholder="Escolha a fonte"
        options={THEME_FONTS.map((family) => ({ value: family, label: fontLabel(family) }))}
        value={draft.FontFamily}
        onValueChange={(value) => editor.change({ FontFamily: value })}
      />
      <SelectField
        id="theme-radius"
        label="Cantos"
        placeholder="Escolha os cantos"
        options={(Object.keys(RADIUS_SCALES) as RadiusScale[]).map((scale) => ({ value: scale, label: RADIUS_LABELS[scale] }))}
        value={draft.Radius}
        onValueChange={(value) => editor.change({ Radius: value as RadiusScale })}
      />
    </fieldset>
  );
}

/**
 * A partner's theme editor (issue 37): the draft's colours, font and corners beside a live preview of the customer's
 * components; the contrast pairs that fail with a one-click suggestion; publishing (blocked while a pair fails, the
 * server's 409 shown too) and the versions to restore.
 */
export function ThemeEditor({ calls, partner, isProvider }: Props) {
  const editor = useThemeEditor(calls, partner.id, isProvider);
  const { draft, theme } = editor;
  const blocked = editor.failing.length > 0 || editor.invalid.length > 0;
  return (
    <section aria-labelledby="theme-editor-title" css={{ display: 'grid', gap: '1.25rem' }}>
      <h2 id="theme-editor-title" css={{ margin: 0, fontSize: '1.375rem' }}>
        Tema de {partner.name}
      </h2>
      {editor.notice ? <p role="status">{editor.notice}</p> : null}
      {editor.error ? (
        <Alert>
          {editor.error.message}
          {editor.error.details.length > 0 ? (
            <ul css={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem' }}>
              {editor.error.details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      {!draft || !theme ? (
        editor.error ? null : (
          <Spinner label="Carregando o tema…" />
        )
      ) : (
        <div
          css={{
            display: 'grid',
            gap: '1.5rem',
            alignItems: 'start',
            '@media (min-width: 1200px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
          }}
        >
          <div css={{ display: 'grid', gap: '1.25rem', minWidth: 0 }}>
            <TokenFields editor={editor} />
            <FaviconField
              current={draft.Favicon}
              busy={editor.busy}
              error={editor.error?.fields.Favicon?.[0]}
              onFile={editor.uploadFavicon}
              onRemove={editor.removeFavicon}
            />
            <ContrastList failing={editor.failing} onUse={editor.setColor} />
            <div css={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
              <Button variant="secondary" disabled={editor.busy || editor.invalid.length > 0} onClick={editor.save}>
                Salvar rascunho
              </Button>
              <Button disabled={editor.busy || blocked} aria-describedby={blocked ? 'publish-blocked' : undefined} onClick={editor.publish}>
                Publicar
              </Button>
            </div>
            {blocked ? <p id="publish-blocked">Corrija os pares sem contraste para publicar.</p> : null}
            <ThemeVersions versions={theme.Versions} busy={editor.busy} onRestore={editor.restore} />
          </div>
          <div css={{ display: 'grid', gap: '1.5rem', minWidth: 0 }}>
            <ThemePreview draft={draft} partner={partner} />
            <EmailPreview emails={editor.emails} busy={editor.busy} onShow={editor.showEmails} />
          </div>
        </div>
      )}
    </section>
  );
}
