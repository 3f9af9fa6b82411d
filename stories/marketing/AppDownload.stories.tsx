import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppDownload } from '../../src/components/marketing/AppDownload';
import { config } from '../../src/config';

const meta = {
  title: 'Marketing/AppDownload',
  component: AppDownload,
} satisfies Meta<typeof AppDownload>;
export default meta;
type Story = StoryObj<typeof meta>;

const tagline = 'Your Private Line to Influencers – Connect One-on-One, Laugh, Learn, and Listen!';

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: tagline })).toBeVisible();
    await expect(canvas.getByRole('region', { name: tagline })).toBeInTheDocument();
    await expect(canvas.getByText(/free to download/)).toBeVisible();

    const badge = canvas.getByRole('link', { name: 'Get it on Google Play' });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('href', config.appStoreUrl);
    await expect(badge).toHaveAttribute('target', '_blank');
    await expect(badge).toHaveAttribute('rel', 'noopener noreferrer');

    const phone = canvas.getByRole('img', { name: /A chat in the ChitChat app/ });
    await expect(phone).toHaveAttribute('loading', 'lazy');
    await expect(phone).toHaveAttribute('width', '280');
    await expect(phone).toHaveAttribute('height', '560');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(canvas.getByRole('heading', { level: 2, name: tagline })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
