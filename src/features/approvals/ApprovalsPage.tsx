import { TabSection } from '@/components/dashboard/TabSection';
import { formatRupees } from '@/lib/format';
import { ApprovalList } from './components/ApprovalList';
import { ApproveDialog } from './components/ApproveDialog';
import { RejectDialog } from './components/RejectDialog';
import { APPROVALS_TITLE } from './model/approvalText';
import { useApprovalsPage } from './useApprovalsPage';

/** Issue 48: bank details, and settlements above the threshold, waiting for a second operator to approve or reject them. */
export function ApprovalsPage() {
  const page = useApprovalsPage();
  const above = page.settleApprovalAbove === null ? 'the threshold' : formatRupees(page.settleApprovalAbove);
  return (
    <TabSection title={APPROVALS_TITLE} description={`New bank details, and settlements above ${above}, wait here until an operator other than the one who proposed them approves or rejects them.`}>
      <ApprovalList {...page.list} onApprove={page.startApproval} onReject={page.startRejection} />
      <ApproveDialog {...page.approveDialog} />
      <RejectDialog key={page.rejectDialog.target?._id ?? 'closed'} {...page.rejectDialog} />
    </TabSection>
  );
}
