import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

/** /about: the company's story, mission and team, at its route with the public layout. */
const meta = {
  title: 'Pages/About',
  parameters: { deeplink: { path: '/about' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1, name: 'About us' });
    await expect(heading).toBeVisible();
    const main = within(heading.closest('main') ?? canvasElement);
    await expect(main.getByText(/bridging the gap between influencers and their followers/)).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Why choose ChitChat?' })).toBeVisible();
    const team = within(main.getByRole('region', { name: 'Success Team' }));
    await expect(team.getAllByRole('article')).toHaveLength(2);
    await expect(team.getByRole('img', { name: /Aarav Mehta/ })).toBeVisible();
    await expect(team.getByRole('img', { name: /Ishita Rao/ })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('About us | ChitChat'));
    await expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/bridges the gap/);
  },
};
