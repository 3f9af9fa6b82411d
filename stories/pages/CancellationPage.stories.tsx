import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

/** /cancellation2: the cancellation and refund policy. */
const meta = {
  title: 'Pages/Cancellation',
  parameters: { deeplink: { path: '/cancellation2' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1, name: 'Cancellation and Refund Policy' });
    await expect(heading).toBeVisible();
    const main = within(heading.closest('main') ?? canvasElement);
    await expect(main.getByText('Current as 13 Dec 2024')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: '3. Coming in the next version' })).toBeVisible();
    const toc = within(main.getByRole('navigation', { name: 'On this page' }));
    await expect(toc.getByRole('link', { name: '3. Coming in the next version' })).toHaveAttribute('href', expect.stringMatching(/^#/));
    await waitFor(() => expect(document.title).toBe('Cancellation and Refund Policy | ChitChat'));
  },
};
