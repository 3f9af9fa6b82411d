import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { BankDetailsEditor, type BankDetailsSave } from '../../../src/features/earnings/components/BankDetailsEditor';

const OLD = 'HDFC Bank\nA/C 277531\nIFSC HDFC0001234';

const meta = {
  title: 'Dashboard/Earnings/BankDetailsEditor',
  component: BankDetailsEditor,
  parameters: { layout: 'padded' },
  args: { consultantName: 'Bhavna Bhatia', value: OLD, version: 4, onSave: fn(async (): Promise<BankDetailsSave> => ({ kind: 'saved' })) },
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
    // As an edit begun on the version shown.
    await expect(args.onSave).toHaveBeenCalledWith('SBI\nA/C 1', 4);
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
    await expect(args.onSave).toHaveBeenCalledWith(`${OLD}\nName: Bhavna`, 4);
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
  args: { onSave: fn(() => new Promise<BankDetailsSave>(() => {})) },
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
  args: { onSave: fn(async (): Promise<BankDetailsSave> => ({ kind: 'failed' })) },
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

const THEIRS = 'ICICI Bank\nA/C 900112\nIFSC ICIC0000104';
const CHANGED = 'Priya Nair changed these bank details at 3 Nov 2026, 2:55 pm IST, after you began editing.';
/** The first save meets another operator's change; Apply mine saves on the version now seen. */
const conflictThenSaved = () => {
  let calls = 0;
  return fn(async (): Promise<BankDetailsSave> => (++calls === 1 ? { kind: 'conflict', message: CHANGED, current: THEIRS, version: 6 } : { kind: 'saved' }));
};

/** Another operator changed the details after this edit began: both texts show, with who and when, and nothing is saved until the operator chooses. */
export const Conflict: Story = {
  args: { onSave: conflictThenSaved() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bank details of Bhavna Bhatia' }));
    const field = canvas.getByRole('textbox', { name: 'Bank details of Bhavna Bhatia' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Axis Bank{Shift>}{Enter}{/Shift}A/C 5{Enter}');
    await expect(await canvas.findByRole('group', { name: 'Bank details of Bhavna Bhatia were changed' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply mine' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Keep theirs' })).toBeEnabled();
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** Apply mine saves on top, on the version now seen. */
export const ConflictApplyMine: Story = {
  args: { onSave: conflictThenSaved() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bank details of Bhavna Bhatia' }));
    const field = canvas.getByRole('textbox', { name: 'Bank details of Bhavna Bhatia' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Axis Bank A/C 5{Enter}');
    const choice = await canvas.findByRole('group', { name: 'Bank details of Bhavna Bhatia were changed' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CHANGED);
    await expect(choice).toHaveTextContent('A/C 900112');
    await expect(choice).toHaveTextContent('Axis Bank A/C 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply mine' }));
    await expect(args.onSave).toHaveBeenLastCalledWith('Axis Bank A/C 5', 6);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit bank details of Bhavna Bhatia' })).toHaveFocus());
  },
};

/** Keep theirs: nothing more is sent, and the editor forgets the text it held. */
export const ConflictKeepTheirs: Story = {
  args: { onSave: conflictThenSaved() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bank details of Bhavna Bhatia' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bank details of Bhavna Bhatia' }), ' (old branch){Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: 'Keep theirs' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bank details of Bhavna Bhatia' }));
    await expect(canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Bank details of Bhavna Bhatia' }).value).not.toContain('old branch');
  },
};
