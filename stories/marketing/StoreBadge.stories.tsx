import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StoreBadge } from '../../src/components/marketing/StoreBadge';
import { config } from '../../src/config';

const meta = {
  title: 'Marketing/StoreBadge',
  component: StoreBadge,
  decorators: [(Story) => <div className="p-8"><Story /></div>],
} satisfies Meta<typeof StoreBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('link', { name: 'Get it on Google Play' });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('href', config.appStoreUrl);
    await expect(badge).toHaveAttribute('target', '_blank');
    await expect(badge).toHaveAttribute('rel', 'noopener noreferrer');
    const image = canvas.getByRole('img', { name: 'Get it on Google Play' });
    await expect(image).toHaveAttribute('width');
    await expect(image).toHaveAttribute('height');
  },
};

export const OnDarkBackground: Story = {
  args: { loading: 'lazy' },
  decorators: [(Story) => <div className="bg-ink p-8"><Story /></div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Get it on Google Play' })).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', config.appStoreUrl);
  },
};
