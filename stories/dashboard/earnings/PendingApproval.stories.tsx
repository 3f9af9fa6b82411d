import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PendingBankDetails, PendingSettlement } from '../../../src/features/earnings/components/PendingApproval';
import { bankDetailsApproval, settlementApproval } from '../approvals/approvalFixtures';

const proposal = { approvalId: bankDetailsApproval._id, proposedBy: bankDetailsApproval.proposedBy, proposedByName: bankDetailsApproval.proposedByName, proposedAt: bankDetailsApproval.proposedAt };

/** What an Earnings row shows of a change waiting for a second operator (issue 48). */
const meta = {
  title: 'Dashboard/Earnings/PendingApproval',
  component: PendingBankDetails,
  args: { consultantName: 'Pooja Ghosh', pending: { ...proposal, bankDetails: bankDetailsApproval.kind === 'bankDetails' ? bankDetailsApproval.after : '' } },
  decorators: [(Story) => <div className="w-48 p-4">{Story()}</div>],
} satisfies Meta<typeof PendingBankDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** New bank details, who proposed them and when: beside the current ones in the row. */
export const BankDetails: Story = {
  play: async ({ canvas }) => {
    const group = within(canvas.getByRole('group', { name: 'New bank details of Pooja Ghosh' }));
    await expect(group.getByText('New bank details waiting for approval')).toBeVisible();
    await expect(group.getByText(/^HDFC Bank/)).toBeVisible();
    await expect(group.getByText(/^Proposed by Priya Nair, /)).toBeVisible();
  },
};

/** A settlement above the threshold, waiting: nothing is paid yet. */
export const Settlement: StoryObj<typeof PendingSettlement> = {
  render: () => <PendingSettlement pending={{ ...proposal, approvalId: settlementApproval._id, amount: '249535' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹2,49,535 waiting for approval')).toBeVisible();
    await expect(canvas.getByText(/^Proposed by Priya Nair, /)).toBeVisible();
  },
};
