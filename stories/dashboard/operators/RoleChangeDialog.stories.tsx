import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RoleChangeDialog } from '../../../src/features/operators/components/RoleChangeDialog';
import { priya, priyaAdmin, rohan } from './fixtures';

const makeAdmin = { operator: priya, role: 'admin' as const };

const meta = {
  title: 'Dashboard/Operators/RoleChangeDialog',
  component: RoleChangeDialog,
  args: { target: makeAdmin, asked: makeAdmin, pending: false, error: null, blocked: null, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof RoleChangeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Change role' }));

/** Making someone an admin is asked first: who, as what now, and that an admin can do everything. */
export const MakeAdmin: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByText(/will be/)).toHaveTextContent('Priya Nair (Finance, active now) will be Admin.');
    await expect(dialog.getByText(/^As an Admin they can do everything: /)).toHaveTextContent(/manage operators\.$/);
    await userEvent.click(dialog.getByRole('button', { name: 'Make Admin' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Demoting an admin says what they lose and what they keep. */
export const DemoteAdmin: Story = {
  args: { target: { operator: priyaAdmin, role: 'support' }, asked: { operator: priyaAdmin, role: 'support' } },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByText(/will be/)).toHaveTextContent('Priya Nair (Admin, active now) will be Support.');
    await expect(dialog.getByText(/^They will no longer be an admin/)).toHaveTextContent(
      'They will no longer be an admin: as Support they can mark app issues solved, verify or unverify consultants and change important links.',
    );
    await expect(dialog.getByRole('button', { name: 'Make Support' })).toBeEnabled();
  },
};

const CHANGED = 'Rohan Iyer was changed by another operator after you opened this. Look again before changing them.';
const rohanNow = { ...rohan, role: 'content' as const, version: 3 };

/**
 * Another admin changed them first (the backend's 409): it says so beside them as they are now,
 * and the admin decides again with what they see.
 */
export const ChangedMeanwhile: Story = {
  args: { target: { operator: rohanNow, role: 'finance', conflict: CHANGED }, asked: { operator: rohanNow, role: 'finance', conflict: CHANGED } },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent(CHANGED);
    await expect(dialog.getByText(/will be/)).toHaveTextContent('Rohan Iyer (Content, active now) will be Finance.');
    await userEvent.click(dialog.getByRole('button', { name: 'Make Finance' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Already the role wanted (another admin made them so): said at once, and the change is off. */
export const AlreadyThatRole: Story = {
  args: { target: { operator: { ...rohan, role: 'finance' }, role: 'finance' }, blocked: 'Rohan Iyer is already Finance.' },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent('Rohan Iyer is already Finance.');
    await expect(dialog.getByRole('button', { name: 'Make Finance' })).toBeDisabled();
  },
};

/** While it runs both buttons wait: nothing is sent twice. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Changing role…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The backend's refusal is said in the dialog, which stays open to try again or cancel. */
export const Refused: Story = {
  args: { target: { operator: priyaAdmin, role: 'viewer' }, error: 'Priya Nair is the last active admin and cannot be demoted: make another operator an admin first.' },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Priya Nair is the last active admin and cannot be demoted');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
