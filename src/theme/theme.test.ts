import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Partner } from '../../domain/partner.ts';
import { THEME_COLOR_DEFAULTS } from '../../domain/theme-tokens.ts';
import { bravoPartner } from '../testing/fixtures.ts';
import { defaultTheme, themeFromPartner } from './theme.ts';

// The answer of POST /api/partner/url for a style published from the theme editor (issue 37).
const published = v.parse(Partner, {
  ...bravoPartner,
  style: { ...bravoPartner.style, colors: { ...bravoPartner.style.colors, border: '#6B6B6B', success: '#05603A' }, radius: 'round' },
});

describe('themeFromPartner', () => {
  it('draws the published border, success and corner radius scale', () => {
    const theme = themeFromPartner(published);
    expect(theme.colors).toMatchObject({ primary: '#14532D', border: '#6B6B6B', success: '#05603A' });
    expect(theme.radius).toEqual({ sm: '10px', md: '16px', lg: '28px', pill: '999px' });
  });

  it('reads a style published before the editor (no border, success or radius) with the editor’s starting values', () => {
    const older = v.parse(Partner, bravoPartner);
    const theme = themeFromPartner(older);
    expect(theme.colors).toMatchObject({ border: THEME_COLOR_DEFAULTS.border, success: THEME_COLOR_DEFAULTS.success });
    // Not the old mix from the text colour, about 1.5:1 on white: a border the gate would refuse.
    expect(theme.colors.border).not.toMatch(/color-mix/);
    expect(theme.radius).toEqual({ sm: '6px', md: '10px', lg: '18px', pill: '999px' });
    expect(defaultTheme.radius).toEqual(theme.radius);
  });

  it('refuses an answer with a radius scale the product does not know', () => {
    const unknown = { ...bravoPartner, style: { ...bravoPartner.style, radius: '999px' } };
    expect(v.is(Partner, unknown)).toBe(false);
  });
});
