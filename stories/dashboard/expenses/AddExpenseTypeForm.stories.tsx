import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { queries, within } from 'storybook/test';
import { ApiError } from '../../../src/api/http';
import { AddExpenseTypeForm } from '../../../src/features/expenses/components/AddExpenseTypeForm';

/** What `within` answers for one element. */
type Canvas = ReturnType<typeof within<typeof queries>>;

/** SPEC.md section 5, word for word. */
const NAME_REQUIRED = 'Expense type name is required';

const meta = {
  title: 'Dashboard/Expenses/AddExpenseTypeForm',
  component: AddExpenseTypeForm,
  args: { onAdd: fn(async () => true) },
} satisfies Meta<typeof AddExpenseTypeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const nameBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Expense type name/ });

export const NameMissing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(nameBox(canvas), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add expense type' }));
    await expect(await canvas.findByText(NAME_REQUIRED)).toBeVisible();
    await expect(nameBox(canvas)).toHaveAccessibleDescription(NAME_REQUIRED);
    await expect(nameBox(canvas)).toHaveFocus();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Adds: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(nameBox(canvas), '  Travel ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith('Travel');
    await expect(nameBox(canvas)).toHaveValue('');
  },
};

/** The backend refuses a name in use; its reason is shown on the field and the name stays. */
export const DuplicateName: Story = {
  args: {
    onAdd: fn(async () => {
      throw new ApiError('http', 'An expense type named Office Rent already exists.', '/api/company-expenses2', {
        status: 409,
        issues: [{ path: 'expenseType', message: 'An expense type named Office Rent already exists.' }],
      });
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(nameBox(canvas), 'office rent');
    await userEvent.click(canvas.getByRole('button', { name: 'Add expense type' }));
    await expect(await canvas.findByText('An expense type named Office Rent already exists.')).toBeVisible();
    await expect(nameBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(nameBox(canvas)).toHaveValue('office rent');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const AddFails: Story = {
  args: {
    onAdd: fn(async () => {
      throw new ApiError('network', 'Could not reach the server. Check your connection and try again.', '/api/company-expenses2');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(nameBox(canvas), 'Travel');
    await userEvent.click(canvas.getByRole('button', { name: 'Add expense type' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not reach the server. Check your connection and try again.');
    await expect(nameBox(canvas)).toHaveValue('Travel');
  },
};

/** While the first press is answered, the button says so and a second press sends nothing. */
export const Pending: Story = {
  args: { onAdd: fn(() => new Promise<boolean>(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.type(nameBox(canvas), 'Travel');
    await userEvent.click(canvas.getByRole('button', { name: 'Add expense type' }));
    await expect(await canvas.findByRole('button', { name: 'Adding…' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};
