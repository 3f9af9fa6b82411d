import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Faq } from '../../src/components/marketing/Faq';
import { config } from '../../src/config';

const meta = {
  title: 'Marketing/Faq',
  component: Faq,
} satisfies Meta<typeof Faq>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible();

    const entries = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(entries).toHaveLength(12);
    for (const entry of entries) {
      await expect(within(entry).getByRole('heading', { level: 3 })).toBeVisible();
      await expect(entry.querySelector('p')?.textContent?.length ?? 0).toBeGreaterThan(40);
    }

    // A few of the SPEC.md policies, as a visitor reads them.
    const answerTo = (question: string) =>
      canvas.getByRole('heading', { level: 3, name: question }).nextElementSibling?.textContent ?? '';
    await expect(answerTo('Can I cancel or reschedule a booking?')).toMatch(/^Not yet\..*planned for the next version/);
    await expect(answerTo('Can I get a refund?')).toMatch(/no refund yet.*planned for the next version/);
    await expect(answerTo('Who decides how much a session costs?')).toMatch(/Each influencer sets their own fee/);
    await expect(canvas.getByText(/UPI, credit and debit cards, internet banking and digital wallets/)).toBeVisible();
    await expect(canvas.getByText(/Upcoming Meets, Ongoing Meets and Completed Meets/)).toBeVisible();
    await expect(canvas.getByText(/not formally verified/)).toBeVisible();

    const contact = canvas.getByRole('link', { name: 'Get in touch' });
    await expect(contact).toBeVisible();
    await expect(contact).toHaveAttribute('href', config.contactFormUrl);
    await expect(contact).toHaveAttribute('target', '_blank');
    await expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(contact).toHaveAccessibleDescription(/opens in a new tab/);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    const [first, second] = within(canvas.getByRole('list')).getAllByRole('listitem');
    // One column: the second question sits below the first, not beside it.
    await expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(first!.getBoundingClientRect().bottom);
    await expect(canvas.getByRole('link', { name: 'Get in touch' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
