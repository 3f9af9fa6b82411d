import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContactDetails } from '../../src/components/contact/ContactDetails';

const meta = {
  title: 'Contact/ContactDetails',
  component: ContactDetails,
  args: { email: 'support@chitchat.example.in', phone: '+91 98765 43210' },
  decorators: [(Story) => <main className="mx-auto max-w-5xl p-4"><Story /></main>],
} satisfies Meta<typeof ContactDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'support@chitchat.example.in' })).toHaveAttribute('href', 'mailto:support@chitchat.example.in');
    await expect(canvas.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Email', 'Phone', 'Assistance hours']);
    await expect(canvas.getByText('Anytime')).toBeVisible();
  },
};

export const PhoneWithDashesAndBrackets: Story = {
  args: { phone: '+91 (80) 4567-8900', email: 'hello.creators@chitchat.example.in' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '+91 (80) 4567-8900' })).toHaveAttribute('href', 'tel:+918045678900');
    await expect(canvas.getByRole('link', { name: 'hello.creators@chitchat.example.in' })).toHaveAttribute('href', 'mailto:hello.creators@chitchat.example.in');
    await expect(canvas.getByText('Anytime')).toBeVisible();
  },
};
