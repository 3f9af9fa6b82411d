import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PublicLayout } from '../../src/components/layout/PublicLayout';

const meta = {
  title: 'Layout/PublicLayout',
  component: PublicLayout,
  args: { children: <main><h1 className="p-8 text-3xl font-bold">Page content</h1></main> },
} satisfies Meta<typeof PublicLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page content' })).toBeVisible();
  },
};
