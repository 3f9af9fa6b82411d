/**
 * What the Operators tab decides about a row (issue 48): which controls it offers, why it
 * offers none, when a change of role is worth a confirmation, and the words for each.
 */
import { COUNTRY_CODES, type OperatorRow } from '@/api/schemas';
import { PERMISSIONS, ROLE_LABELS, ROLE_PERMISSIONS, type Role } from '@/api/schemas/roles';
import { formatDateTime } from '@/lib/format';
import { formatPhone } from '@/lib/phone';

export const OPERATORS_TAB = 'Operators';
export const NO_OPERATORS = 'No operators yet. Add one above.';
export const NO_MATCHING_OPERATORS = 'No operator matches this search.';
export const NEVER_SIGNED_IN = 'Never';
/** Said on the signed-in admin's own row, instead of its controls: the backend refuses them too. */
export const SELF_NOTE = 'Another admin changes your role or status.';

/** The busy key's action for any change to an operator: one at a time per row, whatever it is. */
export const OPERATOR_CHANGE = 'change';

export const operatorId = (operator: OperatorRow) => operator._id;

/** Why the last active admin offers no change of role and no Disable. */
export const lastAdminNote = (operator: OperatorRow) => `${operator.name} is the last active admin: make another operator an admin before changing them.`;

/** The one active admin when there is only one (they stay an admin, and active); null when there are more. */
export function lastActiveAdminId(operators: readonly OperatorRow[]): string | null {
  const admins = operators.filter((operator) => operator.active && operator.role === 'admin');
  return admins.length === 1 ? admins[0]!._id : null;
}

/** Who is looking, and who must stay an admin: what decides a row's controls. */
export interface RowContext {
  /** The signed-in operator's id. */
  selfId: string | null;
  /** lastActiveAdminId of the whole list. */
  lastAdminId: string | null;
}

/** What a row offers: nothing on the operator's own row or the last active admin's (with the reason), else its controls. */
export type RowControls = { kind: 'self' } | { kind: 'last-admin'; reason: string } | { kind: 'open' };

export function controlsOf(operator: OperatorRow, { selfId, lastAdminId }: RowContext): RowControls {
  if (operator._id === selfId) return { kind: 'self' };
  if (operator._id === lastAdminId) return { kind: 'last-admin', reason: lastAdminNote(operator) };
  return { kind: 'open' };
}

/** Making someone an admin, or an admin something else, is asked first; other changes of role are made at once. */
export const roleChangeMatters = (from: Role, to: Role) => from !== to && (from === 'admin' || to === 'admin');

/** 'settle payments, change bank details and manage operators': what a role may change, as a list in words. */
export function roleAbilities(role: Role): string {
  const abilities = ROLE_PERMISSIONS[role].map((permission) => PERMISSIONS[permission]);
  if (abilities.length === 0) return 'only read every tab';
  if (abilities.length === 1) return abilities[0]!;
  return `${abilities.slice(0, -1).join(', ')} and ${abilities.at(-1)!}`;
}

/** A change of role asked for: the operator as the list has them, and the role wanted. */
export interface RoleChange {
  operator: OperatorRow;
  role: Role;
  /** Why it was not made (another admin changed them first): the dialog says it beside them as they are now. */
  conflict?: string;
}

/** Why a change of role cannot go ahead as the list is now, or null. */
export function roleChangeRefusal({ operator, role }: RoleChange, lastAdminId: string | null): string | null {
  if (operator.role === role) return `${operator.name} is already ${ROLE_LABELS[role]}.`;
  if (operator._id === lastAdminId) return lastAdminNote(operator);
  return null;
}

/** Why Disable cannot go ahead as the list is now, or null. */
export function disableRefusal(operator: OperatorRow, lastAdminId: string | null): string | null {
  if (!operator.active) return `${operator.name} is already disabled.`;
  if (operator._id === lastAdminId) return lastAdminNote(operator);
  return null;
}

/** 'Finance, active' or 'Admin, disabled': the operator as they are now. */
export const stateOf = (operator: OperatorRow) => `${ROLE_LABELS[operator.role]}, ${operator.active ? 'active' : 'disabled'}`;

// Longest first, so +91 is never read as +9 and one.
const codes = [...new Set(COUNTRY_CODES.map((entry) => entry.code as string))].sort((a, b) => b.length - a.length);

/** '+919876500002' as people read it: '+91 98765 00002'. */
export function phoneOf(stored: string): string {
  const code = codes.find((entry) => stored.startsWith(entry));
  return code ? formatPhone(code, stored.slice(code.length)) : stored;
}

export const lastSignInOf = (operator: OperatorRow) => (operator.lastSignInAt ? formatDateTime(operator.lastSignInAt) : NEVER_SIGNED_IN);

/** What the header search looks in: name, phone (as stored and as shown) and role. */
export const operatorSearchFields = (operator: OperatorRow) => [operator.name, operator.phoneNumber, phoneOf(operator.phoneNumber), ROLE_LABELS[operator.role]];
