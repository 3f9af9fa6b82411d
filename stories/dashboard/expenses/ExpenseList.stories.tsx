import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EXPENSE_CHANGE, ExpenseList } from '../../../src/features/expenses/components/ExpenseList';
import { busyKey } from '../../../src/lib/useInFlight';
import { aws, marketing, rent } from './fixtures';

const meta = {
  title: 'Dashboard/Expenses/ExpenseList',
  component: ExpenseList,
  // A Set cannot be edited as JSON in the Controls panel: the stories set it.
  argTypes: { busy: { control: false } },
  args: {
    status: 'ready',
    expenses: [rent, aws, marketing],
    busy: new Set<string>(),
    onRetry: fn(),
    onAddPayment: fn(async () => true),
    onTogglePayment: fn(),
    onDeletePayment: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ExpenseList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Office Rent', 'AWS Hosting', 'Marketing']);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete type Marketing' }));
    await expect(args.onDelete).toHaveBeenCalledWith(marketing);
  },
};

/** Only the type a change is under way for waits. */
export const OneTypeBusy: Story = {
  args: { busy: new Set([busyKey(EXPENSE_CHANGE, aws._id)]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete type AWS Hosting' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete type Office Rent' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', expenses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** SPEC.md: 'No expense types available. Please add a new expense type.' */
export const Empty: Story = {
  args: { status: 'empty', expenses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No expense types available. Please add a new expense type.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', expenses: [], error: 'The expenses service is restarting.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The expenses service is restarting.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
