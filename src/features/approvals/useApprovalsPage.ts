import { useCallback, useState } from 'react';
import { errorMessage } from '@/api/http';
import { listStatusOf } from '@/api/listStatus';
import type { Approval } from '@/api/schemas';
import { useApprovals, useApproveChange, useRejectChange } from '@/api/useApprovals';
import { useSession } from '@/api/useSession';
import { usePermission } from '@/components/ui/Permitted';
import { useToast } from '@/components/ui/toastContext';
import { useConfirmedAction } from '@/components/ui/useConfirmedAction';
import { busyKey, useInFlight } from '@/lib/useInFlight';
import type { ApprovalOffer } from './model/approvalText';

const NO_APPROVALS: readonly Approval[] = [];
const approvalId = (approval: Approval) => approval._id;
/** Decided elsewhere meanwhile (the live stream asked the list again): nothing to decide here. */
const GONE = 'This is no longer waiting: another operator decided it, or newer details took its place. Cancel and look again.';

/**
 * The Approvals tab (issue 48): what waits, and deciding it. An operator whose role has
 * approveChanges approves (after a confirmation saying what will happen) or rejects (with a
 * reason); on their own proposal they are told it waits for another operator. Each decision is
 * sent once, with the version the card showed: decided elsewhere meanwhile, the backend refuses it.
 */
export function useApprovalsPage() {
  const query = useApprovals();
  const approvals = query.data?.approvals ?? NO_APPROVALS;
  const me = useSession()?.user._id ?? null;
  const { allowed } = usePermission('approveChanges');
  const offerOf = useCallback((approval: Approval): ApprovalOffer => (!allowed ? 'readOnly' : approval.proposedBy !== null && approval.proposedBy === me ? 'ownProposal' : 'decide'), [allowed, me]);
  const toast = useToast();
  const inFlight = useInFlight();
  const { mutateAsync: approve } = useApproveChange();
  const { mutateAsync: reject } = useRejectChange();
  const current = useCallback((id: string) => approvals.find((approval) => approval._id === id) ?? null, [approvals]);

  const approval = useConfirmedAction({
    action: 'approve',
    idOf: approvalId,
    // Decided elsewhere, it stays on screen as it was asked, with why it cannot be approved now.
    refuse: (target: Approval) => (current(target._id) ? null : GONE),
    run: (target: Approval) => approve({ approvalId: target._id, version: target.version }),
    inFlight,
  });

  const [rejecting, setRejecting] = useState<Approval | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const rejectKey = rejecting ? busyKey('reject', rejecting._id) : null;
  const rejectPending = rejectKey !== null && inFlight.keys.has(rejectKey);
  const sendRejection = (reason: string) => {
    const target = rejecting;
    if (!target || rejectKey === null) return;
    setRejectError(null);
    void inFlight.run(rejectKey, async () => {
      try {
        const result = await reject({ approvalId: target._id, version: target.version, reason });
        toast.success(result.message);
        setRejecting(null);
      } catch (failure) {
        setRejectError(errorMessage(failure));
      }
    });
  };

  return {
    list: { ...listStatusOf(query, (data) => data.approvals.length === 0), approvals, offerOf, busy: inFlight.keys },
    /** The amount above which a settlement waits, as the backend says it. */
    settleApprovalAbove: query.data?.settleApprovalAbove ?? null,
    startApproval: approval.start,
    approveDialog: approval.dialog,
    startRejection: useCallback((target: Approval) => {
      setRejectError(null);
      setRejecting(target);
    }, []),
    rejectDialog: {
      target: rejecting ? (current(rejecting._id) ?? rejecting) : null,
      pending: rejectPending,
      error: rejectError,
      blocked: rejecting && !rejectPending && !current(rejecting._id) ? GONE : null,
      onReject: sendRejection,
      onClose: () => {
        if (!rejectPending) setRejecting(null);
      },
    },
  };
}
