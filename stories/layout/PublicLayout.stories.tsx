import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PublicLayout } from '../../src/components/layout/PublicLayout';

const meta = {
  title: 'Layout/PublicLayout',
  component: PublicLayout,
  args: {
    children: (
      <main id="main" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold">Talk to the creators you follow</h1>
        <p className="mt-4 max-w-2xl text-gray-700">
          Book a 1:1 chat, voice or video session, pay in rupees by UPI, and get the answer that never came in the DMs.
        </p>
        <a href="#top" className="mt-6 inline-block font-semibold text-brand-700 underline">
          First link in the page
        </a>
      </main>
    ),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof PublicLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Talk to the creators you follow' })).toBeVisible();
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await expect(within(footer).getByText('2024, All Rights Reserved')).toBeVisible();
    // Header, page, footer, in that order.
    const order = banner.compareDocumentPosition(canvas.getByRole('main'));
    await expect(order & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getByRole('main').compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const SkipToContent: Story = {
  play: async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveAttribute('href', '#main');
    // It is the first stop of the keyboard, and shows itself when focused.
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(40);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // The next Tab lands inside the page, past the navigation.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'First link in the page' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(768);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    const contact = await nav.findByRole('link', { name: 'Contact Us' });
    await waitFor(() => expect(contact).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};
