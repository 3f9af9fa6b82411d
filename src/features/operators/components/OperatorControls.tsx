import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useId } from 'react';
import type { OperatorRow } from '@/api/schemas';
import { ROLE_LABELS, ROLES, type Role } from '@/api/schemas/roles';
import { Button } from '@/components/ui/Button';
import { controlsOf, SELF_NOTE, type RowContext } from '../model/operatorRows';

export const CHANGE_ROLE = 'Change role';
export const DISABLE = 'Disable';
export const ENABLE = 'Enable';

export interface OperatorControlsProps extends RowContext {
  /** The row's operator, as the list has them. */
  operator: OperatorRow;
  /** A change to this operator is under way: every control waits. */
  busy: boolean;
  /** Called with the role picked in Change role (never their role now). */
  onChangeRole: (operator: OperatorRow, role: Role) => void;
  /** Called by Disable; the page asks first. */
  onDisable: (operator: OperatorRow) => void;
  /** Called by Enable. */
  onEnable: (operator: OperatorRow) => void;
}

const buttonLook = 'px-3 py-1.5 whitespace-nowrap';

/**
 * A row's Change role menu and Disable or Enable (issue 48). The operator's own row offers
 * neither, and says so; the last active admin's shows them off with the reason.
 */
export function OperatorControls({ operator, busy, selfId, lastAdminId, onChangeRole, onDisable, onEnable }: OperatorControlsProps) {
  const reasonId = useId();
  const controls = controlsOf(operator, { selfId, lastAdminId });
  if (controls.kind === 'self') return <p className="text-sm text-gray-700">{SELF_NOTE}</p>;
  const locked = controls.kind === 'last-admin';
  const describedBy = locked ? reasonId : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <Menu>
          <MenuButton as={Button} variant="secondary" className={buttonLook} disabled={busy || locked} aria-label={`${CHANGE_ROLE}: ${operator.name}`} aria-describedby={describedBy}>
            {CHANGE_ROLE}
          </MenuButton>
          <MenuItems
            anchor={{ to: 'bottom start', gap: 4 }}
            modal={false}
            className="z-30 w-44 rounded-md bg-white p-1 text-sm shadow-lg ring-1 ring-gray-200 focus:outline-none"
          >
            {ROLES.map((role) => (
              <MenuItem key={role} disabled={role === operator.role}>
                <button
                  type="button"
                  onClick={() => onChangeRole(operator, role)}
                  className="block w-full rounded px-3 py-2 text-left text-gray-900 data-[disabled]:text-gray-600 data-[focus]:bg-brand-50"
                >
                  {role === operator.role ? `${ROLE_LABELS[role]} (current)` : ROLE_LABELS[role]}
                </button>
              </MenuItem>
            ))}
          </MenuItems>
        </Menu>
        {operator.active ? (
          <Button
            variant="ghost"
            className={`${buttonLook} text-red-700 hover:bg-red-50`}
            disabled={busy || locked}
            aria-label={`${DISABLE} ${operator.name}`}
            aria-describedby={describedBy}
            onClick={() => onDisable(operator)}
          >
            {DISABLE}
          </Button>
        ) : (
          <Button variant="secondary" className={buttonLook} disabled={busy} aria-label={`${ENABLE} ${operator.name}`} onClick={() => onEnable(operator)}>
            {ENABLE}
          </Button>
        )}
      </div>
      {locked && (
        <p id={reasonId} className="text-xs text-gray-700">
          {controls.reason}
        </p>
      )}
    </div>
  );
}
