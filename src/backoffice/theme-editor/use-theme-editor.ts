import { useCallback, useEffect, useMemo, useState } from 'react';
import { userMessage } from '../../../domain/request-failure.ts';
import type { PartnerThemeView, ThemeEmail } from '../../../domain/theme-api.ts';
import { failingPairs } from '../../../domain/theme-contrast.ts';
import type { RadiusScale, ThemeColorKey, ThemeDraftBody, ThemeTokens } from '../../../domain/theme-tokens.ts';
import type { ThemeCalls } from './theme-editor.api.ts';

const HEX = /^#[0-9A-Fa-f]{6}$/;
const FAILED = 'Não foi possível concluir. Tente novamente.';

/** What the editor shows and may do: the draft being edited (colours as typed), its failing pairs, the server's word. */
export type ThemeEditorState = ReturnType<typeof useThemeEditor>;

const bodyOf = (draft: ThemeTokens, withCss: boolean): ThemeDraftBody => ({
  Colors: draft.Colors,
  FontFamily: draft.FontFamily as ThemeDraftBody['FontFamily'],
  Radius: draft.Radius,
  ...(withCss ? { Css: draft.Css } : {}),
});

/**
 * The theme editor's state for one partner: loads the theme, keeps the draft as typed (a colour counts once it is
 * #RRGGBB), checks contrast on every change with the server's own rules, saves, publishes and restores.
 * `isProvider`: the draft's CSS is sent back (only a provider admin may).
 */
export function useThemeEditor(calls: ThemeCalls, partnerId: number, isProvider: boolean) {
  const [theme, setTheme] = useState<PartnerThemeView | null>(null);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState<ThemeTokens | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; details: string[]; fields: Record<string, string[]> } | null>(null);
  const [emails, setEmails] = useState<ThemeEmail[] | null>(null);

  const take = useCallback((view: PartnerThemeView) => {
    setTheme(view);
    setDraft(view.Draft);
    setTyped(view.Draft.Colors);
  }, []);

  useEffect(() => {
    calls.load(partnerId).then(take, (failure) => setError({ message: userMessage(failure, FAILED), details: [], fields: {} }));
  }, [calls, partnerId, take]);

  const failing = useMemo(() => (draft ? failingPairs(draft.Colors) : []), [draft]);
  const invalid = Object.entries(typed)
    .filter(([, value]) => !HEX.test(value))
    .map(([key]) => key as ThemeColorKey);

  const setColor = (key: ThemeColorKey, value: string) => {
    setTyped((current) => ({ ...current, [key]: value }));
    if (HEX.test(value)) setDraft((current) => current && { ...current, Colors: { ...current.Colors, [key]: value.toUpperCase() } });
  };
  const change = (patch: { FontFamily?: string; Radius?: RadiusScale }) => setDraft((current) => current && { ...current, ...patch });

  const run = async (action: () => Promise<PartnerThemeView>, done: string) => {
    setBusy(true);
    setNotice(null);
    setError(null);
    try {
      take(await action());
      setNotice(done);
    } catch (failure) {
      const fields = (failure as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
      setError({ message: userMessage(failure, FAILED), details: Object.values(fields).flat(), fields });
    } finally {
      setBusy(false);
    }
  };

  const save = () => draft && run(() => calls.save(partnerId, bodyOf(draft, isProvider)), 'Rascunho salvo.');
  const publish = () =>
    draft &&
    run(async () => {
      await calls.save(partnerId, bodyOf(draft, isProvider));
      return calls.publish(partnerId, theme?.PublishedVersion ?? null);
    }, 'Tema publicado. O endereço do parceiro já mostra as novas cores.');
  const showEmails = () =>
    draft &&
    run(async () => {
      const saved = await calls.save(partnerId, bodyOf(draft, isProvider));
      setEmails(await calls.emails(partnerId));
      return saved;
    }, 'Rascunho salvo; os e-mails abaixo mostram as cores dele.');
  // The edits on screen are saved first, so the server's draft the upload answers keeps them.
  const uploadFavicon = (file: Blob) =>
    draft &&
    run(async () => {
      await calls.save(partnerId, bodyOf(draft, isProvider));
      return calls.uploadFavicon(partnerId, file);
    }, 'Ícone enviado ao rascunho. Publique para que a aba do parceiro o mostre.');
  const removeFavicon = () =>
    draft && run(() => calls.save(partnerId, { ...bodyOf(draft, isProvider), Favicon: null }), 'O rascunho volta ao ícone padrão.');
  const restore = (version: number) => run(() => calls.restore(partnerId, version), `Versão ${version} restaurada e publicada.`);

  return {
    theme,
    draft,
    typed,
    invalid,
    failing,
    busy,
    notice,
    error,
    emails,
    setColor,
    change,
    save,
    publish,
    restore,
    showEmails,
    uploadFavicon,
    removeFavicon,
  };
}
