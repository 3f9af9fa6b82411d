import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessRequestEmail } from '../../src/components/email/AccessRequestEmail';

const meta = {
  title: 'Email/AccessRequestEmail',
  component: AccessRequestEmail,
  args: {
    recipientName: 'Priya Sharma',
    recipientEmail: 'priya.sharma@example.in',
    signInHref: '/login2',
    supportEmail: 'support@chitchat.example.in',
  },
  decorators: [(Story) => <main className="mx-auto max-w-2xl p-4"><Story /></main>],
} satisfies Meta<typeof AccessRequestEmail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const email = within(canvas.getByRole('article', { name: 'E-mail: Your ChitChat sign-in link' }));
    await expect(email.getByText('Subject')).toBeVisible();
    await expect(email.getByText('Your ChitChat sign-in link')).toBeVisible();
    await expect(email.getByText('Hi Priya,')).toBeVisible();
    await expect(email.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login2');
    await expect(email.getByText('This link can be used only once and expires in 15 minutes.')).toBeVisible();
    await expect(email.getByRole('link', { name: 'support@chitchat.example.in' })).toHaveAttribute('href', 'mailto:support@chitchat.example.in');
  },
};

export const SingleName: Story = {
  args: { recipientName: 'Zoya', recipientEmail: 'zoya@example.in', signInHref: 'https://chitchat.example.in/login2?token=one-time' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hi Zoya,')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', 'https://chitchat.example.in/login2?token=one-time');
    await expect(canvas.getByText(/used only once and expires in 15 minutes/)).toBeVisible();
  },
};
