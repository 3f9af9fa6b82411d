import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Approval } from '../../../src/api/schemas';
import { ApprovalList } from '../../../src/features/approvals/components/ApprovalList';
import { NO_APPROVALS, type ApprovalOffer } from '../../../src/features/approvals/model/approvalText';
import { approvals, bankDetailsApproval } from './approvalFixtures';

const meta = {
  title: 'Dashboard/Approvals/ApprovalList',
  component: ApprovalList,
  args: { status: 'ready', approvals, offerOf: (_approval: Approval): ApprovalOffer => 'decide', onApprove: fn(), onReject: fn(), onRetry: fn() },
  decorators: [(Story) => <div className="max-w-3xl p-4">{Story()}</div>],
} satisfies Meta<typeof ApprovalList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What waits, oldest first, one card each. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Waiting for approval' }));
    await expect(list.getAllByRole('article').map((card) => card.querySelector('h2')?.textContent)).toEqual(['Pooja Ghosh: new bank details', 'Kritika Bose: a settlement of ₹2,49,535']);
  },
};

/** The operator's own proposal waits for another; the other they may decide. */
export const OneOwnProposal: Story = {
  args: { offerOf: (approval) => (approval._id === bankDetailsApproval._id ? 'ownProposal' : 'decide') },
  play: async ({ canvas }) => {
    const own = within(canvas.getByRole('article', { name: 'Pooja Ghosh: new bank details' }));
    await expect(own.getByText(/^Waiting for another operator/)).toBeVisible();
    await expect(own.queryByRole('button')).toBeNull();
    await expect(within(canvas.getByRole('article', { name: /^Kritika Bose/ })).getAllByRole('button')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading', approvals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  args: { status: 'empty', approvals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_APPROVALS)).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', approvals: [], error: 'The backend is not answering.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The backend is not answering.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Retry/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
