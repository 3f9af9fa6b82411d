/**
 * The page follows the operator's role (issue 48): what a role may not do is not offered. The
 * back-office layout puts the signed-in operator's role here (useOperator); each control asks at
 * the place it is drawn, so a tab's columns, models and hooks need not carry the role through
 * (as the header search reaches every table through TabSearchContext). Outside the layout (a
 * component's own story) no role is known and everything is offered. The backend enforces the
 * same table (roles.ts) whatever the page shows.
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { can, refusedMessage, type Permission, type Role } from '@/api/schemas/roles';

/** The signed-in operator's role; null where none is known, and everything is offered. */
export const OperatorRoleContext = createContext<Role | null>(null);

export interface Permit {
  /** Whether the operator's role may do it. */
  allowed: boolean;
  /** Why not, as the backend's refusal says it: 'Your role (Support) cannot settle payments.'; null when allowed. */
  reason: string | null;
}

const ALLOWED: Permit = { allowed: true, reason: null };

/** The reason the operator's role may not do each thing, or null where it may: one function while the role stays. */
export function useRefusal(): (permission: Permission) => string | null {
  const role = useContext(OperatorRoleContext);
  return useCallback((permission: Permission) => (role === null || can(role, permission) ? null : refusedMessage(role, permission)), [role]);
}

/** Whether the operator's role may do `permission`, and if not, why. */
export function usePermission(permission: Permission): Permit {
  const reason = useRefusal()(permission);
  return reason === null ? ALLOWED : { allowed: false, reason };
}

export interface PermittedProps {
  /** What the control does, as roles.ts names it. */
  permission: Permission;
  /**
   * The control. Given as it is, it is drawn only for a role that may use it (hidden otherwise).
   * Given as a function of the permit, it is always drawn, and draws itself disabled with the
   * reason where hiding it would leave a column that looks broken.
   */
  children: ReactNode | ((permit: Permit) => ReactNode);
}

/** A control offered only to the roles that may use it (see PermittedProps.children). */
export function Permitted({ permission, children }: PermittedProps) {
  const permit = usePermission(permission);
  if (typeof children === 'function') return children(permit);
  return permit.allowed ? children : null;
}

/**
 * Said in place of a part of a tab the role may not use (a form that adds, a tab's editing):
 * 'Your role (Support) cannot change company expenses.' Nothing for a role that may.
 */
export function RefusalNote({ permission }: { permission: Permission }) {
  const { reason } = usePermission(permission);
  if (reason === null) return null;
  return <p className="w-fit rounded-md bg-gray-100 px-3 py-2 text-sm text-gray-800 ring-1 ring-gray-200">{reason}</p>;
}
