import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field, inputClass } from '../../src/components/ui/Field';

const meta = {
  title: 'UI/Field',
  component: Field,
  parameters: { layout: 'padded' },
  args: {
    label: 'Title',
    children: (control) => <input {...control} className={inputClass} defaultValue="" />,
  },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHint: Story = {
  args: { label: 'Image URL', hint: 'Optional. A web address starting with http:// or https://.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Image URL' })).toHaveAccessibleDescription('Optional. A web address starting with http:// or https://.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  args: { required: true, hint: 'Shown as the notification headline.', error: 'Title is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Title is required Shown as the notification headline.');
    await expect(canvas.getByText('Title is required')).toBeVisible();
  },
};

export const Textarea: Story = {
  args: { label: 'Body', error: 'Body must be at most 1000 characters', children: (control) => <textarea {...control} rows={3} className={inputClass} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Body' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Search this tab', labelHidden: true, children: (control) => <input {...control} type="search" className={inputClass} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search this tab' })).toBeVisible();
  },
};
