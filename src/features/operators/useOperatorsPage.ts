import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { errorMessage } from '@/api/http';
import { changedMeanwhile, operatorsQuery, useAddOperator, useSetOperatorActive, useSetOperatorRole } from '@/api/operators';
import type { AddOperatorBody, OperatorRow } from '@/api/schemas';
import { refusedMessage, type Role } from '@/api/schemas/roles';
import { useOperator } from '@/api/useOperator';
import { useSession } from '@/api/useSession';
import { useListController } from '@/components/ui/data-table/useListController';
import { useToast } from '@/components/ui/toastContext';
import { useConfirmedAction } from '@/components/ui/useConfirmedAction';
import { busyKey, useInFlight } from '@/lib/useInFlight';
import {
  disableRefusal,
  lastActiveAdminId,
  NO_MATCHING_OPERATORS,
  NO_OPERATORS,
  OPERATOR_CHANGE,
  operatorId,
  operatorSearchFields,
  roleChangeMatters,
  roleChangeRefusal,
  type RoleChange,
} from './model/operatorRows';
import { operatorsColumns } from './model/operatorsColumns';

const ADD = busyKey('add', 'operator');
const changeKey = (operator: OperatorRow) => busyKey(OPERATOR_CHANGE, operator._id);
const changedOperatorId = (change: RoleChange) => change.operator._id;
/** An operator shown alone (`?record=<id>`), named by their name. */
const operatorRecord = { id: operatorId, noun: 'operator', name: (operator: OperatorRow) => operator.name };

/**
 * Everything the Operators tab shows and does (issue 48), over the kit's list and confirmed
 * action: add an operator, change a role (asked first when it matters), disable (asked first)
 * and enable. Only an admin is offered it; the list is not even asked for otherwise.
 */
export function useOperatorsPage() {
  const signedIn = useOperator();
  const allowed = signedIn.can('manageOperators');
  const selfId = useSession()?.user._id ?? null;
  const query = useQuery(operatorsQuery(allowed));
  const list = useListController({
    query,
    columns: operatorsColumns,
    search: operatorSearchFields,
    record: operatorRecord,
    empty: { none: NO_OPERATORS, noMatch: NO_MATCHING_OPERATORS },
  });
  const { all } = list;
  const lastAdminId = useMemo(() => lastActiveAdminId(all), [all]);
  const toast = useToast();
  const inFlight = useInFlight();
  const { run } = inFlight;
  const { mutateAsync: add } = useAddOperator();
  const { mutateAsync: setRole } = useSetOperatorRole();
  const { mutateAsync: setActive } = useSetOperatorActive();

  const addOperator = useCallback(
    async (body: AddOperatorBody) => {
      const result = await run(ADD, () => add(body));
      if (result) toast.success(result.message);
      return result !== undefined;
    },
    [run, add, toast],
  );

  // Each dialog shows the operator as the list has them now (another admin may have changed them).
  const currentOperator = useCallback((id: string) => all.find((operator) => operator._id === id) ?? null, [all]);
  const currentChange = useCallback((id: string, asked: RoleChange) => {
    const operator = currentOperator(id);
    return operator ? { ...asked, operator } : null;
  }, [currentOperator]);

  const roleChange = useConfirmedAction({
    action: OPERATOR_CHANGE,
    idOf: changedOperatorId,
    current: currentChange,
    refuse: (change: RoleChange) => roleChangeRefusal(change, lastAdminId),
    // The version of the operator the dialog shows: changed since, nothing is changed (409) and the dialog shows them anew.
    run: ({ operator, role }: RoleChange) => setRole({ operatorId: operator._id, role, version: operator.version }),
    inFlight,
  });
  const disabling = useConfirmedAction({
    action: OPERATOR_CHANGE,
    idOf: operatorId,
    current: currentOperator,
    refuse: (operator: OperatorRow) => disableRefusal(operator, lastAdminId),
    run: (operator: OperatorRow) => setActive({ operatorId: operator._id, active: false, version: operator.version }),
    inFlight,
  });
  const { start: askRoleChange } = roleChange;

  // A change that makes or unmakes an admin is asked first; any other is made at once. Another
  // admin's change first (409) opens the same dialog, with them as they are now, to decide again.
  const changeRole = useCallback(
    (operator: OperatorRow, role: Role) => {
      if (roleChangeMatters(operator.role, role)) {
        askRoleChange({ operator, role });
        return;
      }
      void run(changeKey(operator), async () => {
        try {
          toast.success((await setRole({ operatorId: operator._id, role, version: operator.version })).message);
        } catch (error) {
          const now = changedMeanwhile(error);
          if (now) askRoleChange({ operator: now, role, conflict: errorMessage(error) });
          else toast.error(`${operator.name}'s role was not changed. ${errorMessage(error)}`);
        }
      });
    },
    [askRoleChange, run, setRole, toast],
  );

  const enable = useCallback(
    (operator: OperatorRow) => {
      void run(changeKey(operator), async () => {
        try {
          toast.success((await setActive({ operatorId: operator._id, active: true, version: operator.version })).message);
        } catch (error) {
          // A refusal because another admin changed them first leaves the row as they are now (the list took it).
          toast.error(`${operator.name} was not enabled. ${errorMessage(error)}`);
        }
      });
    },
    [run, setActive, toast],
  );

  return {
    allowed,
    /** Why a role that may not manage operators sees none of it. */
    refusal: `${refusedMessage(signedIn.role, 'manageOperators')} Ask an admin if you need it.`,
    /** What the tab's table takes as it is (TabTableProps), with who is looking. */
    table: { ...list.table, busy: inFlight.keys, selfId, lastAdminId },
    addOperator,
    changeRole,
    startDisable: disabling.start,
    enable,
    roleDialog: roleChange.dialog,
    disableDialog: disabling.dialog,
  };
}
