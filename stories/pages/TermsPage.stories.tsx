import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

/** /terms2: the terms and conditions. */
const meta = {
  title: 'Pages/Terms',
  parameters: { deeplink: { path: '/terms2' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1, name: 'Terms & Conditions' });
    await expect(heading).toBeVisible();
    const main = within(heading.closest('main') ?? canvasElement);
    await expect(main.getByText('Current as 13 Dec 2024')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: '4. Cancellation, rescheduling and refunds' })).toBeVisible();
    const toc = within(main.getByRole('navigation', { name: 'On this page' }));
    await expect(toc.getByRole('link', { name: '4. Cancellation, rescheduling and refunds' })).toHaveAttribute('href', expect.stringMatching(/^#/));
    await waitFor(() => expect(document.title).toBe('Terms & Conditions | ChitChat'));
  },
};
