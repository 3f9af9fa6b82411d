/**
 * Query keys, query options and mutation hooks over the typed calls. Pages use these;
 * components never fetch.
 */
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { fetchActivity, fetchRecentActions } from './activity';
import { generateAiQuestions } from './ai';
import { keepAlive, logout, sendOtp, verifyOtp } from './auth';
import { noteIdleLimit } from './sessionActivity';
import { fetchDashboardUsers, fetchUsersByIds, unverifyConsultant, verifyConsultant, verifyConsultant2 } from './consultants';
import { fetchEarnings, settlePayment, updateBankDetails } from './earnings';
import {
  addExpensePayment,
  createExpenseType,
  deleteExpense,
  deleteExpensePayment,
  fetchCompanyExpenses,
  toggleExpensePayment,
  type PaymentRef,
} from './expenses';
import { sendNotification } from './notifications';
import { solveAppIssue } from './operations';
import { activatePool, createPool, fetchPools } from './pools';
import { fetchQuestions, makeQuestionLive, saveQuestions, uploadImage } from './questions';
import { createQuiz, fetchQuizzes } from './quiz';
import { fetchTransactions } from './transactions';
import { listCalls, listKey } from './lists';
import { patchPages } from './listPages';
import { withoutQuestion, withQuestion } from './questionGroups';
import type {
  AddPaymentBody,
  AppIssue,
  CompanyExpense,
  Consultant,
  CreatePoolBody,
  CreateQuizBody,
  Pool,
  QuestionStatus,
  QuestionsBySubject,
  SaveQuestionsBody,
  SendNotificationBody,
  SendOtpBody,
  UploadKind,
  VerifyOtpBody,
} from './schemas';

export const queryKeys = {
  consultants: ['consultants'] as const,
  earnings: ['earnings'] as const,
  transactions: ['transactions'] as const,
  usersByIds: (ids: string[]) => ['users-by-ids', [...ids].sort()] as const,
  /** Every usersByIds answer in the cache, to reuse names already asked for. */
  allUsersByIds: ['users-by-ids'] as const,
  questions: (status: QuestionStatus) => ['questions', status] as const,
  quizzes: (active: boolean) => ['quizzes', active] as const,
  pools: (status: 'active' | 'inactive') => ['pools', status] as const,
  expenses: ['company-expenses'] as const,
  activity: ['activity'] as const,
  recentActions: (operatorId: string, limit: number) => ['recent-actions', operatorId, limit] as const,
};

export const queries = {
  consultants: () => queryOptions({ queryKey: queryKeys.consultants, queryFn: ({ signal }) => fetchDashboardUsers({ signal }) }),
  earnings: () => queryOptions({ queryKey: queryKeys.earnings, queryFn: async ({ signal }) => (await fetchEarnings({ signal })).consultants }),
  transactions: () => queryOptions({ queryKey: queryKeys.transactions, queryFn: async ({ signal }) => (await fetchTransactions({ signal })).transactions }),
  usersByIds: (ids: string[]) =>
    queryOptions({ queryKey: queryKeys.usersByIds(ids), queryFn: ({ signal }) => fetchUsersByIds(ids, { signal }), enabled: ids.length > 0 }),
  questions: (status: QuestionStatus) => queryOptions({ queryKey: queryKeys.questions(status), queryFn: ({ signal }) => fetchQuestions(status, { signal }) }),
  quizzes: (active: boolean) => queryOptions({ queryKey: queryKeys.quizzes(active), queryFn: ({ signal }) => fetchQuizzes(active, { signal }) }),
  pools: (status: 'active' | 'inactive') => queryOptions({ queryKey: queryKeys.pools(status), queryFn: ({ signal }) => fetchPools(status, { signal }) }),
  expenses: () => queryOptions({ queryKey: queryKeys.expenses, queryFn: ({ signal }) => fetchCompanyExpenses({ signal }) }),
  activity: () => queryOptions({ queryKey: queryKeys.activity, queryFn: ({ signal }) => fetchActivity({ signal }) }),
  /** Asked again at every use (staleTime 0): the operator's own last change may be seconds old. */
  recentActions: (operatorId: string, limit: number) =>
    queryOptions({ queryKey: queryKeys.recentActions(operatorId, limit), queryFn: ({ signal }) => fetchRecentActions(operatorId, limit, { signal }), staleTime: 0 }),
};

/** A mutation that refreshes the named queries once it succeeds. */
function useInvalidatingMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>, invalidates: QueryKey[], meta?: MutationOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta,
    onSuccess: () => Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/**
 * A consultant mutation answers the changed record; both consultant lists take it from the
 * answer instead of refetching thousands of rows (issue 6, Scale). Rows are replaced, never
 * changed in place, so memoised rows re-render only where the record changed.
 */
function useConsultantMutation<TVariables, TResult extends { consultant: Consultant }>(mutationFn: (variables: TVariables) => Promise<TResult>, meta?: { handlesError?: boolean }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { ...meta, refreshes: [queryKeys.consultants, queryKeys.earnings, listKey(listCalls.earnings.name), listKey(listCalls.consultants.name)] },
    onSuccess: ({ consultant }) => {
      const replace = (list: Consultant[] | undefined) => list?.map((entry) => (entry._id === consultant._id ? consultant : entry));
      client.setQueryData<Consultant[]>(queryKeys.consultants, replace);
      client.setQueryData<Consultant[]>(queryKeys.earnings, replace);
      // Earnings and Dashboard, asked a page at a time: the row from the answer, the figures (what is unsettled) asked again.
      for (const list of [listCalls.earnings, listCalls.consultants]) patchPages(client, 'consultants', list.name, [consultant], [], 'revised');
    },
  });
}

/** Screens that show a mutation's failure themselves (a dialog, a field) pass handlesError. */
type MutationOptions = { handlesError?: boolean };

export const useSettlePayment = (options?: MutationOptions) =>
  useConsultantMutation(
    ({ dataid, ...confirmed }: { dataid: string; idempotencyKey: string; amount?: string | undefined; bankDetails?: string | undefined }) => settlePayment(dataid, confirmed),
    options,
  );
export const useUpdateBankDetails = (options?: MutationOptions) =>
  useConsultantMutation(({ dataid, bankDetails, version }: { dataid: string; bankDetails: string; version?: number | undefined }) => updateBankDetails(dataid, bankDetails, version), options);
export const useVerifyConsultant = (options?: MutationOptions) => useConsultantMutation((dataid: string) => verifyConsultant(dataid), options);
export const useVerifyConsultant2 = (options?: MutationOptions) => useConsultantMutation((dataid: string) => verifyConsultant2(dataid), options);
export const useUnverifyConsultant = (options?: MutationOptions) => useConsultantMutation((dataid: string) => unverifyConsultant(dataid), options);
export const useSendNotification = (options?: MutationOptions) => useMutation({ mutationFn: (body: SendNotificationBody) => sendNotification(body), meta: options });
export const useSaveQuestions = (options?: MutationOptions) =>
  useInvalidatingMutation(({ body, idempotencyKey }: { body: SaveQuestionsBody; idempotencyKey?: string }) => saveQuestions(body, { idempotencyKey }), [['questions']], options);
/**
 * Make Live answers the question now live: it leaves the not-live list and joins the live one
 * from the answer (no refetch). The screen says a failure itself ('Update failed').
 */
export const useMakeQuestionLive = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => makeQuestionLive(id),
    meta: { handlesError: true, refreshes: [['questions']] },
    onSuccess: ({ question }, id) => {
      client.setQueryData(queryKeys.questions('not_live'), (groups: QuestionsBySubject | undefined) => groups && withoutQuestion(groups, id));
      client.setQueryData(queryKeys.questions('live'), (groups: QuestionsBySubject | undefined) => groups && withQuestion(groups, question));
    },
  });
};
export const useUploadImage = (options?: MutationOptions) =>
  useMutation({
    mutationFn: ({ file, kind, signal, onProgress }: { file: Blob; kind: UploadKind; signal?: AbortSignal; onProgress?: (fraction: number | null) => void }) => uploadImage(file, kind, { signal, onProgress }),
    meta: options,
  });
/** The quiz form says 'Failed to add quiz.' itself. */
export const useCreateQuiz = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quiz, idempotencyKey }: { quiz: CreateQuizBody; idempotencyKey?: string }) => createQuiz(quiz, { idempotencyKey }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: ['quizzes'] }),
  });
};
/**
 * Pool mutations answer the pool; the lists take it from the answer (no refetch): a new pool
 * joins the inactive list, an activated one leaves it and joins the active list. The screens
 * say the outcome themselves ('Pool Created Successfully!', 'Activation failed'…).
 */
function usePoolMutation<TVariables, TResult extends { pool: Pool }>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { handlesError: true, refreshes: [['pools']] },
    onSuccess: ({ pool }) => {
      const status = pool.active ? 'active' : 'inactive';
      const other = pool.active ? 'inactive' : 'active';
      client.setQueryData<Pool[]>(queryKeys.pools(other), (list) => list?.filter((entry) => entry._id !== pool._id));
      client.setQueryData<Pool[]>(queryKeys.pools(status), (list) =>
        list ? (list.some((entry) => entry._id === pool._id) ? list.map((entry) => (entry._id === pool._id ? pool : entry)) : [...list, pool]) : list,
      );
    },
  });
}
export const useCreatePool = () => usePoolMutation((pool: CreatePoolBody) => createPool(pool));
export const useActivatePool = () => usePoolMutation((id: string) => activatePool(id));
/** The caller may pass an AbortSignal so Cancel aborts the request. */
export const useGenerateAiQuestions = (options?: MutationOptions) =>
  useMutation({ mutationFn: ({ topic, subject, signal }: { topic: string; subject: string; signal?: AbortSignal }) => generateAiQuestions(topic, subject, { signal }), meta: options });
/**
 * Expense mutations answer the changed expense type, and the list takes it from the answer
 * (no refetch, so a payment's place in its list stays as the server has it); the type a
 * delete removes leaves the list by its id. Each screen shows its failures itself.
 */
function useExpenseMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>, update: (list: CompanyExpense[], result: TResult, variables: TVariables) => CompanyExpense[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { handlesError: true, refreshes: [queryKeys.expenses] },
    onSuccess: (result, variables) => client.setQueryData<CompanyExpense[]>(queryKeys.expenses, (list) => (list ? update(list, result, variables) : list)),
  });
}
const withExpense = (list: CompanyExpense[], { expense }: { expense: CompanyExpense }) =>
  list.some((entry) => entry._id === expense._id) ? list.map((entry) => (entry._id === expense._id ? expense : entry)) : [...list, expense];

export const useCreateExpenseType = () => useExpenseMutation((expenseType: string) => createExpenseType(expenseType), withExpense);
export const useAddExpensePayment = () =>
  useExpenseMutation(
    ({ expenseType, payment, idempotencyKey }: { expenseType: string; payment: AddPaymentBody; idempotencyKey?: string }) => addExpensePayment(expenseType, payment, { idempotencyKey }),
    withExpense,
  );
export const useToggleExpensePayment = () =>
  useExpenseMutation(({ isPaid, ...ref }: PaymentRef & { isPaid: boolean }) => toggleExpensePayment(ref, isPaid), withExpense);
export const useDeleteExpense = () =>
  useExpenseMutation(
    ({ expenseId, version }: { expenseId: string; version?: number | undefined }) => deleteExpense(expenseId, version),
    (list, _result, { expenseId }) => list.filter((entry) => entry._id !== expenseId),
  );
export const useDeleteExpensePayment = () =>
  useExpenseMutation(({ isPaid, ...ref }: PaymentRef & { isPaid?: boolean }) => deleteExpensePayment(ref, isPaid), withExpense);
export const useSendOtp = (options?: MutationOptions) => useMutation({ mutationFn: (body: SendOtpBody) => sendOtp(body), meta: options });
export const useVerifyOtp = (options?: MutationOptions) => useMutation({ mutationFn: (body: VerifyOtpBody) => verifyOtp(body), meta: options });
/** Ends the session on the backend; the page clears the browser's copy whatever the answer. */
export const useLogout = () => useMutation({ mutationFn: () => logout(), meta: { handlesError: true } });
/** Tells the backend the operator is there; learns how long the session may stay idle. The caller says any failure. */
export const useKeepAlive = () =>
  useMutation({
    mutationFn: () => keepAlive(),
    meta: { handlesError: true },
    onSuccess: ({ idleSeconds }) => noteIdleLimit(idleSeconds * 1000),
  });

/** Marks an app issue solved; the list takes the issue from the answer (no refetch). */
export function useSolveAppIssue(options?: MutationOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: AppIssue['id']) => solveAppIssue(id),
    meta: { ...options, refreshes: [listKey(listCalls.appIssues.name)] },
    onSuccess: ({ issue }) => {
      // The pages at hand take it in place, and each view's count of open issues is asked again.
      patchPages(client, 'app_issues', listCalls.appIssues.name, [issue], [], 'revised');
    },
  });
}
