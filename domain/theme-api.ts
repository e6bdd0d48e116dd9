import type { FailingPair } from './theme-contrast.ts';
import type { ThemeTokens, ThemeVersionItem } from './theme-tokens.ts';

/**
 * A partner's theme as GET /api/backoffice/partners/{id}/theme answers it: the draft, its failing contrast pairs (the
 * publish gate), the live version's number (null: none published from the editor yet) and every published version,
 * newest first.
 */
export type PartnerThemeView = {
  Draft: ThemeTokens;
  Failing: FailingPair[];
  PublishedVersion: number | null;
  Versions: ThemeVersionItem[];
};

/** A customer email rendered with a partner's draft (GET …/theme/emails): its name in the editor, subject and HTML. */
export type ThemeEmail = { Name: string; Subject: string; Html: string };
