import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PromoSection } from '../../src/components/marketing/PromoSection';

const meta = {
  title: 'Marketing/PromoSection',
  component: PromoSection,
} satisfies Meta<typeof PromoSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Stuck in the DMs of your favorite influencers?' });
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Stuck in the DMs of your favorite influencers?',
    );
    await expect(canvas.getByText('Chitchat One-on-One with Influencers – Hear Their Stories, Share Yours!')).toBeVisible();

    const points = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(points).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'No crowds, just you and influencers',
      'Book time with influencers easily',
      'Connect beyond the DMs',
    ]);
    await expect(canvas.getByText(/real talks and real stories/)).toBeVisible();

    const image = canvas.getByRole('img', { name: /A follower asks a creator how they started/ });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '480');
    await expect(image).toHaveAttribute('height', '400');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Stuck in the DMs of your favorite influencers?' });
    const image = canvas.getByRole('img');
    // On a phone the words come first, the illustration after them.
    await expect(heading.getBoundingClientRect().top).toBeLessThan(image.getBoundingClientRect().top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
