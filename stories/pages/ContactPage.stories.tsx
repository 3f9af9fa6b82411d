import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { config } from '../../src/config';

/** /contact: the support e-mail and phone, assistance hours, and the message form link. */
const meta = {
  title: 'Pages/Contact',
  parameters: { deeplink: { path: '/contact' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1, name: 'Contact us' });
    await expect(heading).toBeVisible();
    const main = within(heading.closest('main') ?? canvasElement);
    await expect(main.getByRole('link', { name: config.contactEmail })).toHaveAttribute('href', `mailto:${config.contactEmail}`);
    const tel = main.getByRole('link', { name: config.contactPhone }).getAttribute('href');
    await expect(tel).toMatch(/^tel:\+?\d+$/);
    await expect(tel).toBe(`tel:+${config.contactPhone.replace(/\D/g, '')}`);
    await expect(main.getByText('Assistance hours')).toBeVisible();
    await expect(main.getByText('Anytime')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Send us a message (opens in a new tab)' })).toHaveAttribute('href', config.contactFormUrl);
    await waitFor(() => expect(document.title).toBe('Contact us | ChitChat'));
  },
};
