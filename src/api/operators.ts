/**
 * The Operators tab's calls (issue 48): who may sign in, with what role. Anyone signed in may
 * read the list; only an admin changes it (the backend checks). The list lives under
 * ['operators'], which a live update of the operators asks again (liveCache.ts).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from './client';
import { isApiError } from './http';
import { apiPaths } from './paths';
import {
  operatorResultSchema,
  operatorRowSchema,
  operatorsResultSchema,
  type AddOperatorBody,
  type OperatorResult,
  type OperatorRow,
  type SetOperatorActiveBody,
  type SetOperatorRoleBody,
} from './schemas';

type Signal = { signal?: AbortSignal };

/** POST /operators: every operator, without their sessions. */
export function fetchOperators({ signal }: Signal = {}) {
  return request(apiPaths.operators, { body: {}, schema: operatorsResultSchema, signal });
}

/** POST /operators/add: 201 { message, operator }; 409 when the number is already an operator's (on the field phoneNumber). */
export function addOperator(body: AddOperatorBody, { signal }: Signal = {}) {
  return request(apiPaths.addOperator, { body, schema: operatorResultSchema, signal });
}

/** POST /operators/role; with `version`, the operator as the page showed them: changed since, it is refused (409) with them as they are now. */
export function setOperatorRole(body: SetOperatorRoleBody, { signal }: Signal = {}) {
  return request(apiPaths.setOperatorRole, { body, schema: operatorResultSchema, signal });
}

/** POST /operators/active: disabling ends the operator's sessions at once. Version-checked as the role is. */
export function setOperatorActive(body: SetOperatorActiveBody, { signal }: Signal = {}) {
  return request(apiPaths.setOperatorActive, { body, schema: operatorResultSchema, signal });
}

export const operatorsQueryKey = ['operators', 'list'] as const;

export const operatorsQuery = (enabled = true) =>
  queryOptions({ queryKey: operatorsQueryKey, queryFn: async ({ signal }) => (await fetchOperators({ signal })).operators, enabled });

const conflictAnswer = z.object({ current: operatorRowSchema });

/** The operator as they are now, from a refusal because another admin changed them first (409 with `current`); null for any other failure. */
export function changedMeanwhile(error: unknown): OperatorRow | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = conflictAnswer.safeParse(error.answer);
  return parsed.success ? parsed.data.current : null;
}

const withOperator = (list: OperatorRow[] | undefined, operator: OperatorRow) =>
  list && (list.some((entry) => entry._id === operator._id) ? list.map((entry) => (entry._id === operator._id ? operator : entry)) : [...list, operator]);

/**
 * Each change answers the operator as they are now; the list takes them from the answer, and
 * from a version refusal's `current` too, so the row at once shows what another admin did.
 * The screens say the outcome themselves (a field, a dialog, a toast).
 */
function useOperatorMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<OperatorResult>) {
  const client = useQueryClient();
  const take = (operator: OperatorRow) => client.setQueryData<OperatorRow[]>(operatorsQueryKey, (list) => withOperator(list, operator));
  return useMutation({
    mutationFn,
    meta: { handlesError: true, refreshes: [operatorsQueryKey] },
    onSuccess: ({ operator }) => take(operator),
    onError: (error) => {
      const current = changedMeanwhile(error);
      if (current) take(current);
    },
  });
}

export const useAddOperator = () => useOperatorMutation((body: AddOperatorBody) => addOperator(body));
export const useSetOperatorRole = () => useOperatorMutation((body: SetOperatorRoleBody) => setOperatorRole(body));
export const useSetOperatorActive = () => useOperatorMutation((body: SetOperatorActiveBody) => setOperatorActive(body));
