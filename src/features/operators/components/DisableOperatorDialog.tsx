import type { OperatorRow } from '@/api/schemas';
import { ROLE_LABELS } from '@/api/schemas/roles';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { ConfirmedDialogProps } from '@/components/ui/useConfirmedAction';
import { phoneOf } from '../model/operatorRows';
import { DISABLE } from './OperatorControls';

/** The operator about to be disabled. */
export type DisableOperatorDialogProps = ConfirmedDialogProps<OperatorRow>;

export const DISABLE_OPERATOR = 'Disable operator';
/** What disabling does, said before it is done (issue 48). */
export const SESSIONS_END = 'Their open sessions end at once: every tab they have open signs out now, and they cannot sign in again until an admin enables them.';

/** Names the operator and says that their sessions end at once, before Disable. */
export function DisableOperatorDialog({ target: operator, pending, error, blocked, onConfirm, onClose }: DisableOperatorDialogProps) {
  return (
    <ConfirmDialog
      open={operator !== null}
      title={DISABLE_OPERATOR}
      confirmLabel={DISABLE}
      pendingLabel="Disabling…"
      tone="danger"
      pending={pending}
      error={error}
      blocked={blocked}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {operator && (
        <>
          <p>
            <strong>{operator.name}</strong> ({ROLE_LABELS[operator.role]}, <span className="whitespace-nowrap">{phoneOf(operator.phoneNumber)}</span>) will be disabled.
          </p>
          <p className="mt-2">{SESSIONS_END}</p>
        </>
      )}
    </ConfirmDialog>
  );
}
