import { css, type Theme } from '@emotion/react';

/** Base document styles drawn from the theme (the partner's own CSS is applied after these). */
export function globalStyles(theme: Theme) {
  return css`
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      font-size: ${theme.baseFontSize}px;
      -webkit-text-size-adjust: 100%;
      background: ${theme.colors.background};
    }
    body {
      margin: 0;
      min-height: 100vh;
      font-family: ${theme.fonts.body};
      line-height: 1.5;
      color: ${theme.colors.text};
      background: ${theme.colors.background};
      -webkit-font-smoothing: antialiased;
    }
    h1,
    h2,
    h3 {
      font-family: ${theme.fonts.heading};
      line-height: 1.2;
      margin: 0;
    }
    p {
      margin: 0;
    }
    a {
      color: ${theme.colors.primary};
    }
    img,
    svg {
      display: block;
      max-width: 100%;
    }
    /* One size for every radio and checkbox (24 px, WCAG 2.5.8's target) in the partner's color; :where keeps it
       overridable by a component's own class. */
    :where(input[type='radio'], input[type='checkbox']) {
      width: 24px;
      height: 24px;
      margin: 0;
      flex: none;
      accent-color: ${theme.colors.primary};
    }
    :focus-visible {
      outline: 2px solid ${theme.colors.primary};
      outline-offset: 2px;
    }
    /* Headings receive focus on screen changes for screen readers; they are not controls. */
    [tabindex='-1']:focus {
      outline: none;
    }
    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        transition-duration: 0.01ms !important;
      }
    }
  `;
}
