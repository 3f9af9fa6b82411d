import type { Approval } from '@/api/schemas';
import type { ListStatusProps } from '@/api/listStatus';
import { ListState } from '@/components/ui/ListState';
import { busyActionsOf } from '@/lib/useInFlight';
import { NO_APPROVALS, type ApprovalOffer } from '../model/approvalText';
import { ApprovalCard } from './ApprovalCard';

export interface ApprovalListProps extends ListStatusProps {
  /** What waits, oldest first. */
  approvals: readonly Approval[];
  /** What this operator may do with each. */
  offerOf: (approval: Approval) => ApprovalOffer;
  /** busyKey(action, approval._id) of the decisions under way: their card's buttons wait. */
  busy?: ReadonlySet<string>;
  /** Called by a card's Approve. */
  onApprove: (approval: Approval) => void;
  /** Called by a card's Reject. */
  onReject: (approval: Approval) => void;
}

/** What waits for a second operator, one card each, with the states every list has (loading, error with Retry, empty). */
export function ApprovalList({ approvals, offerOf, busy, onApprove, onReject, ...status }: ApprovalListProps) {
  return (
    <ListState {...status} emptyMessage={NO_APPROVALS} errorTitle="Could not load what waits for approval">
      <ul aria-label="Waiting for approval" className="flex flex-col gap-3">
        {approvals.map((approval) => (
          <li key={approval._id}>
            <ApprovalCard approval={approval} offer={offerOf(approval)} busy={busyActionsOf(busy, approval._id) !== ''} onApprove={onApprove} onReject={onReject} />
          </li>
        ))}
      </ul>
    </ListState>
  );
}
