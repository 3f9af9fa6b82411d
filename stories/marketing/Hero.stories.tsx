import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Hero } from '../../src/components/marketing/Hero';
import { config } from '../../src/config';

const meta = {
  title: 'Marketing/Hero',
  component: Hero,
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '1:1 conversation with Content Creators' })).toBeVisible();
    await expect(canvas.getByText("It's YOU + Influencers = magic")).toBeVisible();

    const cta = canvas.getByRole('link', { name: 'Discover our app' });
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute('href', config.appStoreUrl);
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(cta).toHaveAccessibleDescription(/opens in a new tab/);

    // One informative image; the blobs and sparkles are hidden from assistive technology.
    const [phone, ...others] = canvas.getAllByRole('img');
    await expect(others).toHaveLength(0);
    await expect(phone).toHaveAccessibleName(/ChitChat app on a phone: a one-on-one video call/);
    await expect(phone).toHaveAttribute('loading', 'eager');
    await expect(phone).toHaveAttribute('fetchpriority', 'high');
    for (const image of canvasElement.querySelectorAll('img')) {
      await expect(image).toHaveAttribute('width');
      await expect(image).toHaveAttribute('height');
      if (image !== phone) {
        await expect(image).toHaveAttribute('alt', '');
        await expect(image).toHaveAttribute('aria-hidden', 'true');
      }
    }
  },
};

export const CustomStoreListing: Story = {
  args: { storeUrl: 'https://apps.apple.com/in/app/chitchat/id6400000000' },
  play: async ({ canvas }) => {
    const cta = canvas.getByRole('link', { name: 'Discover our app' });
    await expect(cta).toHaveAttribute('href', 'https://apps.apple.com/in/app/chitchat/id6400000000');
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(canvas.getByRole('heading', { level: 1, name: '1:1 conversation with Content Creators' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Discover our app' })).toBeVisible();
    await expect(canvas.getByRole('img')).toBeVisible();
    // The decorative blobs bleed off the edges without making the page scroll sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
