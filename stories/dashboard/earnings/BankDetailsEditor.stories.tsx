import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { BankDetailsEditor } from '../../../src/features/earnings/components/BankDetailsEditor';

const OLD = 'HDFC Bank\nA/C 277531\nIFSC HDFC0001234';

const meta = {
  title: 'Dashboard/Earnings/BankDetailsEditor',
  component: BankDetailsEditor,
  parameters: { layout: 'padded' },
  args: { consultantName: 'Bhavna Bhatia', value: OLD, onSave: fn(async () => true) },
} satisfies Meta<typeof BankDetailsEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/A\/C 277531/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit bank details of Bhavna Bhatia' })).toBeVisible();
  },
};

export const NotSet: Story = {
  args: { value: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not set')).toBeVisible();
  },
};

/** Enter saves; Shift+Enter is a new line. */
export const EnterSaves: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bank details of Bhavna Bhatia' }));
    const field = canvas.getByRole('textbox', { name: 'Bank details of Bhavna Bhatia' });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'SBI{Shift>}{Enter}{/Shift}A/C 1{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith('SBI\nA/C 1');
    // Saved, the operator is back on the Edit button.
    const edit = await canvas.findByRole('button', { name: 'Edit bank details of Bhavna Bhatia' });
    await waitFor(() => expect(edit).toHaveFocus());
  },
};

export const ConfirmSaves: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bank details of Bhavna Bhatia' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bank details of Bhavna Bhatia' }), '\nName: Bhavna');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith(`${OLD}\nName: Bhavna`);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit bank details of Bhavna Bhatia' })).toHaveFocus());
  },
};

export const EscapeRestores: Story = {
  play: async ({ canvas, args }) => {
    const edit = canvas.getByRole('button', { name: 'Edit bank details of Bhavna Bhatia' });
    await userEvent.click(edit);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Bank details of Bhavna Bhatia' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText(/A\/C 277531/)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit bank details of Bhavna Bhatia' })).toHaveFocus());
  },
};

export const CancelRestores: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bank details of Bhavna Bhatia' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bank details of Bhavna Bhatia' }), ' changed');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByText(/changed/)).not.toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Nothing changed: nothing is sent. */
export const UnchangedSendsNothing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bank details of Bhavna Bhatia' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The new text shows while it is being saved. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<boolean>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bank details of Bhavna Bhatia' }));
    const field = canvas.getByRole('textbox', { name: 'Bank details of Bhavna Bhatia' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Axis Bank{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving…');
    await expect(canvas.getByText('Axis Bank')).toBeVisible();
  },
};

/** The save fails: the old value is back, and the typed text waits in the editor. */
export const SaveFails: Story = {
  args: { onSave: fn(async () => false) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bank details of Bhavna Bhatia' }));
    const field = canvas.getByRole('textbox', { name: 'Bank details of Bhavna Bhatia' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Axis Bank{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(await canvas.findByText(/A\/C 277531/)).toBeVisible();
    await expect(canvas.queryByText('Axis Bank')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bank details of Bhavna Bhatia' }));
    await expect(canvas.getByRole('textbox', { name: 'Bank details of Bhavna Bhatia' })).toHaveValue('Axis Bank');
  },
};
