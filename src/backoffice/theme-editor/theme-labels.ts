import type { RadiusScale, ThemeColorKey } from '../../../domain/theme-tokens.ts';

/** pt-BR names of the theme's colours, as the editor labels them. */
export const COLOR_LABELS: Record<ThemeColorKey, string> = {
  primary: 'Cor principal',
  primaryContrast: 'Texto sobre a cor principal',
  secondary: 'Cor secundária',
  background: 'Fundo da página',
  surface: 'Fundo dos cartões',
  text: 'Texto',
  muted: 'Texto secundário',
  border: 'Bordas',
  error: 'Erro',
  success: 'Sucesso',
};

/** pt-BR names of the radius scales. */
export const RADIUS_LABELS: Record<RadiusScale, string> = {
  none: 'Sem arredondamento',
  subtle: 'Suave',
  standard: 'Padrão',
  round: 'Arredondado',
};

/** The family's name without the "Variable" of its bundled file. */
export const fontLabel = (family: string) => family.replace(/ Variable$/, '');
