import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from '../../src/components/ui/Icon';

/** Every icon the app draws instead of a text glyph, beside the glyph it replaces. */
const replaced = [
  ['check', '✓ bank details set'],
  ['cross', '✗ no bank details'],
  ['sort-asc', '▲ sorted ascending'],
  ['sort-desc', '▼ sorted descending'],
  ['sort', '↕ sortable'],
  ['arrow-left', '← back'],
  ['menu', '☰ open menu'],
  ['close', '× close'],
  ['dots', '… processing'],
] as const;

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'check' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-icon="check"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('width', '1em');
  },
};

/** All of them at body size, and one large in brand colour: they follow the text's size and colour. */
export const All: Story = {
  render: () => (
    <ul className="grid gap-2 text-sm text-ink">
      {replaced.map(([name, meaning]) => (
        <li key={name} className="flex items-center gap-2">
          <Icon name={name} />
          <span>{meaning.slice(2)}</span>
        </li>
      ))}
      <li className="text-3xl text-brand-600">
        <Icon name="check" />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    // Drawn as SVG, never as the glyph: no text node of the list holds one.
    const icons = canvasElement.querySelectorAll('svg[data-icon]');
    await expect(icons).toHaveLength(replaced.length + 1);
    await expect(canvasElement.textContent).not.toMatch(/[✓✗▲▼↕←☰×…]/);
  },
};
