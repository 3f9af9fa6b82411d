import { ROLE_LABELS } from '@/api/schemas/roles';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { ConfirmedDialogProps } from '@/components/ui/useConfirmedAction';
import { roleAbilities, stateOf, type RoleChange } from '../model/operatorRows';
import { CHANGE_ROLE } from './OperatorControls';

/** The change of role being confirmed: making someone an admin, demoting an admin, or one another admin got to first. */
export type RoleChangeDialogProps = ConfirmedDialogProps<RoleChange>;

/** What the new role means for them, in full, before it is theirs. */
function consequence({ operator, role }: RoleChange): string {
  if (role === 'admin') return `As an Admin they can do everything: ${roleAbilities('admin')}.`;
  if (operator.role === 'admin') return `They will no longer be an admin: as ${ROLE_LABELS[role]} they can ${roleAbilities(role)}.`;
  return `As ${ROLE_LABELS[role]} they can ${roleAbilities(role)}.`;
}

/**
 * Change role, asked first when it matters (issue 48): making someone an admin or an admin
 * something else. When another admin changed the operator first, it says so beside them as
 * they are now, and the admin decides again.
 */
export function RoleChangeDialog({ target: change, pending, error, blocked, onConfirm, onClose }: RoleChangeDialogProps) {
  return (
    <ConfirmDialog
      open={change !== null}
      title={CHANGE_ROLE}
      confirmLabel={change ? `Make ${ROLE_LABELS[change.role]}` : CHANGE_ROLE}
      pendingLabel="Changing role…"
      pending={pending}
      error={error}
      blocked={blocked}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {change && (
        <>
          {change.conflict && !error && (
            <p role="status" className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200">
              {change.conflict}
            </p>
          )}
          <p>
            <strong>{change.operator.name}</strong> ({stateOf(change.operator)} now) will be <strong>{ROLE_LABELS[change.role]}</strong>.
          </p>
          <p className="mt-2">{consequence(change)}</p>
        </>
      )}
    </ConfirmDialog>
  );
}
