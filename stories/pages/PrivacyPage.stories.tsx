import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

/** /privacy2: the privacy policy. */
const meta = {
  title: 'Pages/Privacy',
  parameters: { deeplink: { path: '/privacy2' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await expect(heading).toBeVisible();
    const main = within(heading.closest('main') ?? canvasElement);
    await expect(main.getByText('Current as 13 Dec 2024')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: '1. What we collect' })).toBeVisible();
    const toc = within(main.getByRole('navigation', { name: 'On this page' }));
    await expect(toc.getByRole('link', { name: '1. What we collect' })).toHaveAttribute('href', expect.stringMatching(/^#/));
    await waitFor(() => expect(document.title).toBe('Privacy Policy | ChitChat'));
  },
};
