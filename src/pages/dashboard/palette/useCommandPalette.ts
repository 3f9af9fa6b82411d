/**
 * The command palette's data and what a choice does (issue 26). The data is read only while the
 * palette is open (OpenCommandPalette is mounted then), through the same queries the tabs use, so
 * what it finds is what the tab then shows (and is already in the cache when the tab opens).
 * Closed, it watches no query: a tab loading 10,000 consultants pays nothing for it. The
 * consultants, a list asked a page at a time (issue 47), are searched by the backend instead.
 */
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/http';
import { fetchListPage, listCalls, type ListCall } from '@/api/lists';
import { browserStorage, readLinks } from '@/features/links/model/importantLinks';
import { queries } from '@/api/queries';
import type { ListSort, QuestionsBySubject } from '@/api/schemas';
import type { PaletteGroup } from '@/components/dashboard/CommandPalette';
import { useRefusal } from '@/components/ui/Permitted';
import { questionTabOffered } from '../questions/questionTabIds';
import {
  appIssueItems,
  bookingItems,
  chatRoomItems,
  consultantItems,
  expenseItems,
  expensePaymentItems,
  linkItems,
  poolItems,
  questionItems,
  quizItems,
  quizMatchItems,
  recentActionItems,
  sectionItems,
  tabItems,
  type PaletteTarget,
} from './paletteItems';
import { transactionsFoundItems } from './transactionSearch';
import { findTransactions } from '@/api/transactions';
import { focusRowWhenShown } from './focusRow';
import { playerIdsOf } from '@/features/quiz-details/model/quizRows';
import { usePlayerNames } from '@/features/quiz-details/usePlayerNames';

/** How many of the operator's own recent changes the palette lists. */
export const RECENT_ACTIONS_SHOWN = 5;
/**
 * How many of each kind of the many records (questions, bookings, expense payments, app issues,
 * quiz matches, transactions) it lists: the closest few, found again as more is typed. With
 * eight of each, a first letter drew some 60 options, a frame of 100 ms at 10,000 consultants
 * and 50,000 transactions.
 */
export const RECORDS_SHOWN = 4;

/** Before anything is typed: what the operator did last, then where they can go. */
const BROWSE = ['recent', 'tabs'] as const;

/**
 * `make` run once per list the cache holds, not once per opening of the palette (each opening
 * is a new observer of the query, and react-query selects again for each): the items, and what
 * the matcher prepared of them, are kept while the list is. 10,000 consultants and 50,000
 * transactions take 60 ms to make into items.
 */
function oncePerList<L extends object, R>(make: (list: L) => R): (list: L) => R {
  const made = new WeakMap<L, R>();
  return (list) => {
    let result = made.get(list);
    if (result === undefined) {
      result = make(list);
      made.set(list, result);
    }
    return result;
  };
}

const expensesFound = oncePerList(expenseItems);
const paymentsFound = oncePerList(expensePaymentItems);
const quizzesFound = oncePerList(quizItems);
const poolsFound = oncePerList(poolItems);
const recentActionsFound = oncePerList(recentActionItems);
const liveQuestions = oncePerList((groups: QuestionsBySubject) => questionItems(groups, 'live'));
const notLiveQuestions = oncePerList((groups: QuestionsBySubject) => questionItems(groups, 'not_live'));

type Status = Pick<PaletteGroup, 'status' | 'error'>;
/** A group not asked for yet: nothing to wait for. */
const READY: Status = { status: 'ready' };

/** One group's state from its queries: loading while any has no answer yet, failed when one has none to show. */
function statusOf(...results: readonly UseQueryResult<unknown>[]): Status {
  if (results.some((result) => result.isPending)) return { status: 'loading' };
  const failed = results.find((result) => result.isError && result.data === undefined);
  return failed ? { status: 'error', error: errorMessage(failed.error) } : { status: 'ready' };
}

/**
 * From how many typed characters the transactions and the quiz matches are fetched, when no tab
 * has them yet: 50,000 transactions are 25 MB to fetch and read, which would hold up the first
 * keys typed for a tab's name, and the matches need a second call for their players' names.
 * Three letters of a name, or four of an id, ask for them.
 */
export const MANY_RECORDS_FROM = 3;
const NO_IDS: readonly string[] = [];

/**
 * The quiz matches the backend finds for what is typed (by subject, or a player's name or id),
 * with their players' names: listed once the names are known, so a match is found by a name,
 * not a bare id. Asked from `MANY_RECORDS_FROM` characters, as a name is typed.
 */
function useQuizMatchGroup(query: string, wanted: boolean): { items: PaletteTarget[]; status: Status } {
  const matches = useListFound(listCalls.quizMatches, query.trim(), null, wanted);
  const rows = wanted ? matches.data?.rows : undefined;
  const playerIds = useMemo(() => (rows ? playerIdsOf(rows) : NO_IDS), [rows]);
  const { names, status: namesStatus, error: namesError } = usePlayerNames(playerIds, wanted);
  const items = useMemo(() => (rows && namesStatus !== 'loading' ? quizMatchItems(rows, names) : []), [rows, namesStatus, names]);
  const status = useMemo<Status>(() => {
    if (!wanted) return READY;
    if (namesStatus === 'error') return { status: 'error', error: namesError };
    return rows && namesStatus === 'loading' ? { status: 'loading' } : statusOf(matches);
  }, [matches, rows, wanted, namesStatus, namesError]);
  return { items, status };
}

/** How many records of a list the backend answers for what is typed: more than a group shows, as the palette's own matcher then picks among them. */
const ASKED_OF_A_LIST = 20;

/** The first records of a list the backend finds for `q`, in `sort`; the last answer's stay while the next comes. */
function useListFound<T>(call: ListCall<T>, q: string, sort: ListSort | null, enabled: boolean) {
  return useQuery({
    queryKey: ['palette', call.name, q],
    queryFn: ({ signal }) => fetchListPage(call, { q, sort, limit: ASKED_OF_A_LIST }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** How a palette group asks its list: in which order, and whether what is typed may be a record's whole id (a booking's 12, an app issue's 7). */
interface ListSearchOptions {
  sort: ListSort | null;
  byId?: boolean;
  /** The word the group's labels start with ('Booking 12: …') and its records do not hold: left out of what the backend is asked. */
  noun?: string;
}
const BY_NAME: ListSearchOptions = { sort: { id: 'name', desc: false } };
/** An id as typed: one word, no spaces. */
const ONE_WORD = /^\S+$/;

/**
 * The records of a list asked a page at a time that match what is typed, as the backend finds
 * them (issue 47): the palette never downloads the list (a year holds 100,000 consultants).
 * While the next answer comes, the last one's records stay, narrowed by the palette as typed.
 * With `byId`, the record whose id is exactly what is typed comes first, however many others
 * hold it (typing 12 finds booking 12 among the 112s and 120s).
 */
function useListSearch<T>(call: ListCall<T>, query: string, make: (rows: readonly T[]) => PaletteTarget[], { sort, byId = false, noun }: ListSearchOptions = BY_NAME): { items: PaletteTarget[]; status: Status } {
  const typed = query.trim();
  const q = noun && typed.toLowerCase().startsWith(`${noun} `) ? typed.slice(noun.length).trim() : typed;
  const answer = useListFound(call, q, sort, q !== '');
  const wantsId = byId && ONE_WORD.test(q);
  const exact = useQuery({
    queryKey: ['palette', call.name, 'record', q],
    queryFn: ({ signal }) => fetchListPage(call, { record: q, limit: 1 }, { signal }),
    enabled: wantsId,
  });
  const rows = answer.data?.rows;
  const own = wantsId ? exact.data?.rows : undefined;
  const items = useMemo(() => {
    const made = make([...(own ?? []), ...(rows ?? [])]);
    return made.filter((item, index) => made.findIndex((other) => other.id === item.id) === index);
  }, [rows, own, make]);
  return { items, status: q === '' ? READY : statusOf(answer) };
}
const BOOKINGS_SEARCH: ListSearchOptions = { sort: null, byId: true, noun: 'booking' };
const CHATS_SEARCH: ListSearchOptions = { sort: null, byId: true };
const APP_ISSUES_SEARCH: ListSearchOptions = { sort: null, byId: true, noun: 'issue' };

/**
 * The transactions the backend finds for what is typed (issue 47: a year is too many to
 * download): the people who paid or were paid, with how many, and those whose id starts with it.
 */
function useTransactionsFound(query: string, wanted: boolean): { items: PaletteTarget[]; status: Status } {
  const q = query.trim();
  const answer = useQuery({
    queryKey: ['palette', 'transactions-found', q],
    queryFn: ({ signal }) => findTransactions(q, RECORDS_SHOWN, { signal }),
    enabled: wanted,
    placeholderData: keepPreviousData,
  });
  const found = answer.data;
  const items = useMemo(() => (found ? transactionsFoundItems(found) : []), [found]);
  return { items, status: wanted ? statusOf(answer) : READY };
}

/** The groups the palette searches while `query` is typed, for the signed-in operator `operatorId`. */
export function usePaletteGroups(operatorId: string | null, query = '') {
  const consultants = useListSearch(listCalls.consultants, query, consultantItems);
  const chats = useListSearch(listCalls.chatRooms, query, chatRoomItems, CHATS_SEARCH);
  const bookings = useListSearch(listCalls.bookings, query, bookingItems, BOOKINGS_SEARCH);
  const appIssues = useListSearch(listCalls.appIssues, query, appIssueItems, APP_ISSUES_SEARCH);
  const wantsMany = query.trim().length >= MANY_RECORDS_FROM;
  const transactions = useTransactionsFound(query, wantsMany);
  const expenses = useQuery({ ...queries.expenses(), select: expensesFound });
  const payments = useQuery({ ...queries.expenses(), select: paymentsFound });
  // Kept in this browser, not fetched: read once as the palette opens.
  const [links] = useState(() => linkItems(readLinks(browserStorage()).links));
  const activeQuizzes = useQuery({ ...queries.quizzes(true), select: quizzesFound });
  const inactiveQuizzes = useQuery({ ...queries.quizzes(false), select: quizzesFound });
  const live = useQuery({ ...queries.questions('live'), select: liveQuestions });
  const notLive = useQuery({ ...queries.questions('not_live'), select: notLiveQuestions });
  const activePools = useQuery({ ...queries.pools('active'), select: poolsFound });
  const inactivePools = useQuery({ ...queries.pools('inactive'), select: poolsFound });
  const { items: matchItems, status: matchesStatus } = useQuizMatchGroup(query, wantsMany);
  // Only the operator's last few changes, not the whole log, which grows with every change ever made.
  const activity = useQuery({ ...queries.recentActions(operatorId ?? '', RECENT_ACTIONS_SHOWN), enabled: operatorId !== null, select: recentActionsFound });
  // The Q&A Manager's tabs the role is shown (issue 48: Generate and Create Pool only to a role that may change questions).
  const refused = useRefusal();
  const sections = useMemo(() => sectionItems((tab) => questionTabOffered(tab, refused)), [refused]);
  const tabs = useMemo(() => tabItems((permission) => refused(permission) === null), [refused]);

  const groups = useMemo<PaletteGroup<PaletteTarget>[]>(
    () => [
      { id: 'tabs', label: 'Tabs', items: tabs, limit: tabs.length },
      { id: 'sections', label: 'Q&A Manager tabs', items: sections },
      { id: 'consultants', label: 'Consultants', items: consultants.items, ...consultants.status },
      { id: 'chats', label: 'Chats', items: chats.items, ...chats.status },
      { id: 'links', label: 'Important links', items: links },
      { id: 'expenses', label: 'Expense types', items: expenses.data ?? [], ...statusOf(expenses) },
      { id: 'quizzes', label: 'Quizzes', items: [...(activeQuizzes.data ?? []), ...(inactiveQuizzes.data ?? [])], ...statusOf(activeQuizzes, inactiveQuizzes) },
      { id: 'pools', label: 'Pools', items: [...(activePools.data ?? []), ...(inactivePools.data ?? [])], ...statusOf(activePools, inactivePools) },
      { id: 'questions', label: 'Questions', items: [...(live.data ?? []), ...(notLive.data ?? [])], limit: RECORDS_SHOWN, ...statusOf(live, notLive) },
      // The many records of the day's work after the few named things, so a word like 'pool' finds
      // the pools before the pool entries paid.
      { id: 'bookings', label: 'Bookings', items: bookings.items, limit: RECORDS_SHOWN, ...bookings.status },
      { id: 'payments', label: 'Expense payments', items: payments.data ?? [], limit: RECORDS_SHOWN, ...statusOf(payments) },
      { id: 'app-issues', label: 'App issues', items: appIssues.items, limit: RECORDS_SHOWN, ...appIssues.status },
      { id: 'quiz-matches', label: 'Quiz matches', items: matchItems, limit: RECORDS_SHOWN, ...matchesStatus },
      { id: 'transactions', label: 'Transactions', items: transactions.items, limit: RECORDS_SHOWN, ...transactions.status },
      { id: 'recent', label: 'Recent actions', items: activity.data ?? [], limit: RECENT_ACTIONS_SHOWN, ...(operatorId ? statusOf(activity) : READY) },
    ],
    [tabs, sections, consultants, chats, links, bookings, appIssues, matchItems, matchesStatus, operatorId, transactions, expenses, payments, activeQuizzes, inactiveQuizzes, activePools, inactivePools, live, notLive, activity],
  );
  return { groups, browse: BROWSE };
}

/**
 * What choosing an item does: open its address and, for a record, move focus to its row once
 * the tab shows it. It lives in the layout, which outlives the palette closing on the choice.
 */
export function usePaletteChoice() {
  const navigate = useNavigate();
  const stopFocusing = useRef<() => void>(() => {});
  useEffect(() => () => stopFocusing.current(), []);
  const choose = useCallback(
    (item: PaletteTarget) => {
      stopFocusing.current();
      void navigate(item.href);
      if (item.rowName) stopFocusing.current = focusRowWhenShown(item.rowName);
    },
    [navigate],
  );

  return choose;
}
