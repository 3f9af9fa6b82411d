/**
 * Operators (issue 48): who may sign in, with what role. Anyone signed in may read the list;
 * only a role with manageOperators (admin) changes it. No one changes their own role or disables
 * themselves, and the last active admin stays one. Disabling ends the operator's sessions at
 * once: their tabs are told why (sessions.ts endSessionsOf), and their sign-in then fails as a
 * stranger's does (auth.ts). dispatch logs every change with its before and after.
 */
import { apiPaths } from '../paths';
import { addOperatorBodySchema, emptyBodySchema, ROLE_LABELS, setOperatorActiveBodySchema, setOperatorRoleBodySchema, type OperatorRow } from '../schemas';
import { fullPhone } from './auth';
import { endSessionsOf, HttpError, ok, operatorOfSession, parseBody, replaceAt, sessionOf, type BackendRoute } from './core';
import type { Frozen, Operator, WorkingDatabase } from './db';
import { formatPhone } from '../../lib/phone';

/** An operator as the tab shows them. */
export const operatorRow = (operator: Frozen<Operator>): OperatorRow => ({
  _id: operator._id,
  name: operator.name,
  phoneNumber: operator.phoneNumber,
  role: operator.role,
  active: operator.active,
  lastSignInAt: operator.lastSignInAt ?? null,
  version: operator.version ?? 0,
});

const activeAdmins = (db: WorkingDatabase) => db.operators.filter((operator) => operator.active && operator.role === 'admin').length;

/** The operator a change is about, checked: it exists, it is not the caller, and the page saw it as it is. */
function target(db: WorkingDatabase, operatorId: string, callerId: string | null, version: number | undefined, selfRefusal: string) {
  const index = db.operators.findIndex((operator) => operator._id === operatorId);
  const operator = db.operators[index];
  if (!operator) throw new HttpError(404, 'No operator has that id. Reload the list.');
  if (operator._id === callerId) throw new HttpError(403, selfRefusal);
  if (version !== undefined && version !== (operator.version ?? 0)) {
    throw new HttpError(409, `${operator.name} was changed by another operator after you opened this. Look again before changing them.`, [], { current: operatorRow(operator) });
  }
  return { index, operator };
}

const lastAdminRefusal = (operator: Frozen<Operator>, what: string) => `${operator.name} is the last active admin and cannot be ${what}: make another operator an admin first.`;

export const operatorRoutes: BackendRoute[] = [
  {
    method: 'POST',
    name: 'me',
    path: apiPaths.me,
    auth: true,
    mutates: false,
    handle(db, request, context) {
      parseBody(emptyBodySchema, request.body);
      const session = sessionOf(db, request, context);
      const operator = session ? operatorOfSession(db, session.userId) : null;
      return ok({ user: operator ? { _id: operator._id, name: operator.name, phoneNumber: operator.phoneNumber, role: operator.role } : null });
    },
  },
  {
    method: 'POST',
    name: 'operators',
    path: apiPaths.operators,
    auth: true,
    mutates: false,
    handle(db, request) {
      parseBody(emptyBodySchema, request.body);
      return ok({ operators: db.operators.map(operatorRow) });
    },
  },
  {
    method: 'POST',
    name: 'addOperator',
    path: apiPaths.addOperator,
    auth: true,
    mutates: true,
    permission: 'manageOperators',
    handle(db, request, context) {
      const { name, countryCode, phoneNumber, role } = parseBody(addOperatorBodySchema, request.body);
      const phone = fullPhone(countryCode, phoneNumber);
      const holder = db.operators.find((operator) => operator.phoneNumber === phone);
      if (holder) {
        const reason = `${formatPhone(countryCode, phoneNumber)} is already ${holder.name}'s number${holder.active ? '' : ' (disabled: enable them instead)'}.`;
        throw new HttpError(409, reason, [{ path: 'phoneNumber', message: reason }]);
      }
      const operator = { _id: context.newId(), name, phoneNumber: phone, role, active: true, version: 0 };
      db.operators = [...db.operators, operator];
      return ok({ message: `${name} can now sign in as ${ROLE_LABELS[role]}.`, operator: operatorRow(operator) }, 201);
    },
  },
  {
    method: 'POST',
    name: 'setOperatorRole',
    path: apiPaths.setOperatorRole,
    auth: true,
    mutates: true,
    permission: 'manageOperators',
    handle(db, request, context) {
      const { operatorId, role, version } = parseBody(setOperatorRoleBodySchema, request.body);
      const { index, operator } = target(db, operatorId, sessionOf(db, request, context)?.userId ?? null, version, 'You cannot change your own role: ask another admin.');
      if (operator.role === role) return ok({ message: `${operator.name} was already ${ROLE_LABELS[role]}.`, operator: operatorRow(operator) });
      if (operator.role === 'admin' && operator.active && activeAdmins(db) === 1) throw new HttpError(409, lastAdminRefusal(operator, 'demoted'));
      const changed = { ...operator, role, version: (operator.version ?? 0) + 1 };
      db.operators = replaceAt(db.operators, index, changed);
      return ok({ message: `${operator.name} is now ${ROLE_LABELS[role]}.`, operator: operatorRow(changed) });
    },
  },
  {
    method: 'POST',
    name: 'setOperatorActive',
    path: apiPaths.setOperatorActive,
    auth: true,
    mutates: true,
    permission: 'manageOperators',
    handle(db, request, context) {
      const { operatorId, active, version } = parseBody(setOperatorActiveBodySchema, request.body);
      const { index, operator } = target(db, operatorId, sessionOf(db, request, context)?.userId ?? null, version, 'You cannot disable yourself: ask another admin.');
      if (operator.active === active) return ok({ message: `${operator.name} was already ${active ? 'enabled' : 'disabled'}.`, operator: operatorRow(operator) });
      if (!active && operator.role === 'admin' && activeAdmins(db) === 1) throw new HttpError(409, lastAdminRefusal(operator, 'disabled'));
      const changed = { ...operator, active, version: (operator.version ?? 0) + 1 };
      db.operators = replaceAt(db.operators, index, changed);
      // Their open tabs are signed out with the reason, and their tokens answer 401 from now on.
      if (!active) db.sessions = endSessionsOf(db.sessions, operator._id);
      return ok({ message: active ? `${operator.name} can sign in again.` : `${operator.name} is disabled and signed out everywhere.`, operator: operatorRow(changed) });
    },
  },
];
