/**
 * The design tokens, read from the Tailwind theme itself: Tailwind's default theme
 * (tailwindcss/theme.css) with the project's `@theme` block (src/index.css) over it. Nothing here
 * lists a colour or a size by hand, so the Design tokens page cannot drift from the theme.
 */
import defaultThemeCss from 'tailwindcss/theme.css?raw';
import projectCss from '../../src/index.css?raw';

/** One custom property of a `@theme` block: `--color-brand-600: #6d28d9` → name and value. */
export interface ThemeToken {
  /** The property without its group prefix, e.g. `brand-600` for `--color-brand-600`. */
  name: string;
  /** The full custom property, e.g. `--color-brand-600`. */
  property: string;
  /** The value as the theme writes it. */
  value: string;
}

/** The custom properties of every `@theme` block of a stylesheet, in source order. */
export function parseThemeBlocks(css: string): Map<string, string> {
  const tokens = new Map<string, string>();
  const flat = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    // Keyframes nest blocks inside the theme; they are not tokens.
    .replace(/@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  for (const [, body = ''] of flat.matchAll(/@theme[^{]*\{([^}]*)\}/g)) {
    for (const [, property = '', value = ''] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      tokens.set(property, value.trim());
    }
  }
  return tokens;
}

const defaultTheme = parseThemeBlocks(defaultThemeCss);
const projectTheme = parseThemeBlocks(projectCss);
/** The theme the app is built with: Tailwind's defaults, overridden and extended by the project's. */
const theme = new Map([...defaultTheme, ...projectTheme]);

function group(prefix: string, from: Map<string, string> = theme): ThemeToken[] {
  return [...from]
    .filter(([property]) => property.startsWith(prefix) && !property.slice(prefix.length).includes('--'))
    .map(([property, value]) => ({ name: property.slice(prefix.length), property, value }));
}

/** The project's own colours (brand and ink), from src/index.css's `@theme`. */
export const brandColours = group('--color-', projectTheme);
/** Tailwind's palette, by hue: `red` → its 50…950 steps. Black, white and the like stand alone. */
export const paletteColours = group('--color-', defaultTheme).filter((token) => !projectTheme.has(token.property));
/** The type scale (`text-xs` … `text-9xl`) with each step's line height. */
export const typeScale = group('--text-')
  .filter((token) => !token.name.startsWith('shadow'))
  .map((token) => ({
  ...token,
  lineHeight: theme.get(`${token.property}--line-height`) ?? 'normal',
}));
/** The font families (`font-sans`, `font-serif`, `font-mono`). */
export const fontFamilies = group('--font-').filter((token) => !token.name.startsWith('weight'));
/** The font weights (`font-normal`, `font-semibold`, …). */
export const fontWeights = group('--font-weight-');
/** The base spacing unit: `p-4` is four of it. */
export const spacingUnit = theme.get('--spacing') ?? '0.25rem';
/** The corner radii (`rounded-sm` … `rounded-4xl`). */
export const radii = group('--radius-');
/** The box shadows (`shadow-2xs` … `shadow-2xl`). */
export const shadows = group('--shadow-');

/** Hues of the palette in theme order, each with its steps. */
export function paletteByHue(tokens: ThemeToken[] = paletteColours): [string, ThemeToken[]][] {
  const hues = new Map<string, ThemeToken[]>();
  for (const token of tokens) {
    const hue = token.name.replace(/-\d+$/, '');
    hues.set(hue, [...(hues.get(hue) ?? []), token]);
  }
  return [...hues];
}
