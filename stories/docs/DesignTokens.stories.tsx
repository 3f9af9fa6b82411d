import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import {
  brandColours,
  fontFamilies,
  fontWeights,
  paletteByHue,
  radii,
  shadows,
  spacingUnit,
  typeScale,
  type ThemeToken,
} from './designTokens';

/** The spacing steps shown: the ones the app's padding, gaps and margins mostly use. */
const spacingSteps = [1, 2, 3, 4, 6, 8, 12, 16];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginTop: '2.5rem' }}>
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Swatch({ token, large = false }: { token: ThemeToken; large?: boolean }) {
  const size = large ? '6rem' : '3rem';
  return (
    <li aria-label={`colour ${token.name}`} style={{ width: large ? '8rem' : '4.5rem' }}>
      <div
        data-testid={`swatch-${token.name}`}
        style={{ background: token.value, height: size, borderRadius: '0.5rem', border: '1px solid rgb(0 0 0 / 0.1)' }}
      />
      <p className="mt-1 text-xs font-medium">{token.name}</p>
      <p className="text-xs break-all text-gray-700">{token.value}</p>
    </li>
  );
}

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '1rem', listStyle: 'none', padding: 0, marginTop: '1rem' };

/**
 * The Tailwind theme the app is built with, as rendered swatches and samples. Every value is read
 * from the theme's CSS (Tailwind's defaults plus src/index.css's `@theme`), not typed here.
 */
function DesignTokens() {
  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="text-3xl font-bold">Design tokens</h1>
      <p className="mt-2 max-w-prose text-gray-700">
        Read from the Tailwind theme: Tailwind&apos;s default theme with the project&apos;s <code>@theme</code> in
        src/index.css over it. Change the theme and this page changes with it. In code, a token is a class:{' '}
        <code>bg-brand-600</code>, <code>text-lg</code>, <code>p-4</code>, <code>rounded-lg</code>, <code>shadow-md</code>.
      </p>

      <Section title="Brand colours">
        <ul style={row}>
          {brandColours.map((token) => (
            <Swatch key={token.name} token={token} large />
          ))}
        </ul>
      </Section>

      <Section title="Type scale">
        <ul style={{ listStyle: 'none', padding: 0, marginTop: '1rem' }}>
          {typeScale.map((token) => (
            <li key={token.name} aria-label={`text-${token.name}`} style={{ display: 'flex', gap: '1rem', alignItems: 'baseline', marginTop: '0.5rem' }}>
              <span className="w-40 shrink-0 text-xs text-gray-700">
                text-{token.name} · {token.value}
              </span>
              <span style={{ fontSize: `var(${token.property}, ${token.value})`, lineHeight: token.lineHeight, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                Ask an expert
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Fonts">
        <ul style={{ listStyle: 'none', padding: 0, marginTop: '1rem' }}>
          {fontFamilies.map((token) => (
            <li key={token.name} aria-label={`font-${token.name}`} style={{ marginTop: '0.5rem' }}>
              <span className="text-xs text-gray-700">font-{token.name}</span>
              <p className="text-lg" style={{ fontFamily: token.value }}>
                Consultants answer in minutes — 0123456789
              </p>
            </li>
          ))}
        </ul>
        <ul style={row}>
          {fontWeights.map((token) => (
            <li key={token.name} aria-label={`font-${token.name}`} style={{ fontWeight: Number(token.value) }}>
              {token.name} ({token.value})
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Spacing">
        <p className="mt-1 text-sm text-gray-700">One step is {spacingUnit}: p-4 is four steps.</p>
        <ul style={{ listStyle: 'none', padding: 0, marginTop: '1rem' }}>
          {spacingSteps.map((step) => (
            <li key={step} aria-label={`spacing-${step}`} style={{ display: 'flex', gap: '1rem', alignItems: 'center', marginTop: '0.25rem' }}>
              <span className="w-40 shrink-0 text-xs text-gray-700">
                {step} · calc({spacingUnit} × {step})
              </span>
              <span data-testid={`spacing-${step}`} style={{ width: `calc(${spacingUnit} * ${step})`, height: '1rem', background: 'var(--color-brand-500, #7c3aed)' }} />
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Radii">
        <ul style={row}>
          {radii.map((token) => (
            <li key={token.name} aria-label={`rounded-${token.name}`} className="text-xs">
              <div style={{ width: '5rem', height: '3.5rem', borderRadius: token.value, border: '2px solid #6d28d9' }} />
              <p className="mt-1">rounded-{token.name}</p>
              <p className="text-gray-700">{token.value}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Shadows">
        <ul style={{ ...row, gap: '2rem' }}>
          {shadows.map((token) => (
            <li key={token.name} aria-label={`shadow-${token.name}`} className="text-xs">
              <div style={{ width: '6rem', height: '4rem', borderRadius: '0.5rem', background: '#fff', boxShadow: token.value }} />
              <p className="mt-2">shadow-{token.name}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Palette">
        <p className="mt-1 text-sm text-gray-700">Tailwind&apos;s colours, available as bg-…, text-…, border-….</p>
        {paletteByHue().map(([hue, tokens]) => (
          <div key={hue} style={{ marginTop: '1rem' }}>
            <h3 className="text-sm font-semibold">{hue}</h3>
            <ul style={{ ...row, gap: '0.5rem', marginTop: '0.25rem' }}>
              {tokens.map((token) => (
                <Swatch key={token.name} token={token} />
              ))}
            </ul>
          </div>
        ))}
      </Section>
    </main>
  );
}

const meta = {
  title: 'Design tokens',
  component: DesignTokens,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DesignTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The type scale steps the app's components use (`text-sm`, `text-2xl`, …), found in their source. */
async function typeStepsUsedByTheApp() {
  const sources = import.meta.glob<string>('../../src/**/*.tsx', { query: '?raw', import: 'default' });
  // All at once: one after another, the ~200 requests to the dev server take seconds.
  const texts = await Promise.all(Object.values(sources).map((load) => load()));
  const steps = new Set<string>();
  for (const text of texts) {
    for (const [, step = ''] of text.matchAll(/\btext-(xs|sm|base|lg|[2-9]?xl)\b/g)) steps.add(step);
  }
  return [...steps];
}

export const Theme: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Design tokens' })).toBeVisible();

    // Every colour of the project's @theme has a swatch painted in that colour.
    await expect(brandColours.map((token) => token.name)).toEqual(expect.arrayContaining(['brand-600', 'ink']));
    const brand = within(canvas.getByRole('region', { name: 'Brand colours' }));
    for (const token of brandColours) {
      const item = brand.getByRole('listitem', { name: `colour ${token.name}` });
      await expect(item).toHaveTextContent(token.value);
      const probe = document.createElement('div');
      probe.style.color = token.value;
      canvasElement.append(probe);
      const expected = getComputedStyle(probe).color;
      probe.remove();
      await expect(getComputedStyle(within(item).getByTestId(`swatch-${token.name}`)).backgroundColor).toBe(expected);
    }

    // Every type step the app uses is on the page, sampled at its own size.
    const used = await typeStepsUsedByTheApp();
    await expect(used.length).toBeGreaterThanOrEqual(5);
    const scale = within(canvas.getByRole('region', { name: 'Type scale' }));
    for (const step of used) {
      const token = typeScale.find((candidate) => candidate.name === step);
      await expect(token, `text-${step} is in the theme`).toBeDefined();
      const item = scale.getByRole('listitem', { name: `text-${step}` });
      const sample = item.lastElementChild as HTMLElement;
      await expect(parseFloat(getComputedStyle(sample).fontSize)).toBeCloseTo(parseFloat(token!.value) * 16, 1);
    }

    // Spacing, radii and shadows come out of the same theme.
    await expect(canvas.getByTestId('spacing-4').getBoundingClientRect().width).toBeCloseTo(4 * parseFloat(spacingUnit) * 16, 0);
    for (const name of ['Radii', 'Shadows']) {
      await expect(within(canvas.getByRole('region', { name })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    }
  },
};
