import { Global, ThemeProvider } from '@emotion/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import type { Partner } from '../../domain/partner.ts';
import { loadFont } from './fonts.ts';
import { globalStyles } from './global-styles.ts';
import { DEFAULT_FONT_FAMILY, themeFromPartner } from './theme.ts';

/** Id of the element the partner's CSS is scoped to. */
export const BRAND_ROOT_ID = 'brand';

/**
 * The theme, fonts and CSS of a partner (null: the bundled default); `withoutPartner` loads the default font, for a
 * page that will show no partner.
 */
export function PartnerTheme({
  partner,
  withoutPartner,
  children,
}: {
  partner: Partner | null;
  withoutPartner: boolean;
  children: ReactNode;
}) {
  const theme = useMemo(() => themeFromPartner(partner), [partner]);
  const typography = partner?.style.typographyConfig;

  // Only the font that will be shown: the partner's, or the default one on the no-partner page.
  useEffect(() => {
    if (typography) {
      loadFont(typography.fontFamily);
      loadFont(typography.headingFontFamily);
    } else if (withoutPartner) {
      loadFont(DEFAULT_FONT_FAMILY);
    }
  }, [typography, withoutPartner]);

  useEffect(() => {
    const meta = document.querySelector('meta[name="theme-color"]');
    meta?.setAttribute('content', theme.colors.primary);
  }, [theme]);

  return (
    <ThemeProvider theme={theme}>
      <Global styles={globalStyles(theme)} />
      {/* Scoped under #brand so the partner's selectors outrank component classes (ADR 021). */}
      {partner?.style.css ? <Global styles={`#${BRAND_ROOT_ID} { ${partner.style.css} }`} /> : null}
      <div id={BRAND_ROOT_ID}>{children}</div>
    </ThemeProvider>
  );
}
