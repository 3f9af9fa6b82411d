import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DisableOperatorDialog } from '../../../src/features/operators/components/DisableOperatorDialog';
import { priya } from './fixtures';

const meta = {
  title: 'Dashboard/Operators/DisableOperatorDialog',
  component: DisableOperatorDialog,
  args: { target: priya, asked: priya, pending: false, error: null, blocked: null, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof DisableOperatorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Disable operator' }));

/** Names the operator and says, before anything is sent, that their open sessions end at once. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByText(/will be disabled/)).toHaveTextContent('Priya Nair (Finance, +91 98765 00002) will be disabled.');
    await expect(dialog.getByText(/^Their open sessions end at once/)).toHaveTextContent(
      'Their open sessions end at once: every tab they have open signs out now, and they cannot sign in again until an admin enables them.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Disable' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Escape backs out with nothing sent. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(dialogOf(canvasElement).getByRole('button', { name: 'Disable' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Disabling…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Disabled by another admin while it was open: said at once, and Disable is off. */
export const AlreadyDisabled: Story = {
  args: { target: { ...priya, active: false }, blocked: 'Priya Nair is already disabled.' },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent('Priya Nair is already disabled.');
    await expect(dialog.getByRole('button', { name: 'Disable' })).toBeDisabled();
  },
};

/** The backend's refusal (another admin changed them first) stays in the dialog with Retry and Cancel. */
export const Refused: Story = {
  args: { error: 'Priya Nair was changed by another operator after you opened this. Look again before changing them.' },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Priya Nair was changed by another operator after you opened this.');
    await expect(dialog.getByRole('button', { name: 'Disable' })).toBeEnabled();
  },
};
