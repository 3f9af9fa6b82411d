import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import seed from '../../../db.json';
import type { AppIssue } from '../../../src/api/schemas';
import { alreadySolved, SolveIssueDialog } from '../../../src/features/app-issues/components/SolveIssueDialog';

const open = (seed.app_issues as AppIssue[]).find((issue) => issue.solvedDate === null);
if (!open) throw new Error('db.json has no open app issue');

const meta = {
  title: 'Dashboard/AppIssues/SolveIssueDialog',
  component: SolveIssueDialog,
  args: { target: open, asked: open, pending: false, error: null, blocked: null, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof SolveIssueDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Mark issue solved' }));

/** It names the issue (number, type, who raised it, what they said) before anything is sent. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByText(open.comment)).toBeVisible();
    await expect(dialog.getByText(`${open.type}`, { exact: false })).toBeVisible();
    await expect(dialog.getByText(open.name)).toBeVisible();
    await expect(dialog.getByText(String(open.id))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark solved' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** While it runs: both buttons wait, and a second press sends nothing. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Marking solved…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { error: 'The server took too long to answer (more than 15 s). Please try again.' },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('The server took too long to answer (more than 15 s). Please try again.');
    await expect(dialog.getByRole('button', { name: 'Mark solved' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/**
 * Marked solved elsewhere, unheard: the backend refused it (409) and said who and when, and the
 * refreshed list agrees. Only the backend's reason is shown, and Mark solved is off.
 */
export const RefusedAsSolvedElsewhere: Story = {
  args: {
    target: { ...open, solvedDate: '2026-11-03' },
    error: `Priya Nair already marked issue ${open.id} solved at 3 Nov 2026, 2:55 pm IST.`,
    blocked: alreadySolved({ ...open, solvedDate: '2026-11-03' }),
  },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(`Priya Nair already marked issue ${open.id} solved at 3 Nov 2026, 2:55 pm IST.`);
    await expect(dialog.queryByRole('status')).not.toBeInTheDocument();
    await expect(dialog.getByText(/^Issue .+ was marked solved on 3 Nov\.$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mark solved' })).toBeDisabled();
  },
};

/** Solved by another operator while it was open: it says so, and Mark solved is off. */
export const SolvedElsewhere: Story = {
  args: { target: { ...open, solvedDate: '2026-11-02' }, blocked: alreadySolved({ ...open, solvedDate: '2026-11-02' }) },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent(`Issue ${open.id} was marked solved (2 Nov) since you opened this. Cancel and look again.`);
    await expect(dialog.getByRole('button', { name: 'Mark solved' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Closed: Story = {
  args: { target: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
