/**
 * The command palette's data and what a choice does (issue 26). The data is read only while the
 * palette is open (OpenCommandPalette is mounted then), through the same queries the tabs use, so
 * what it finds is what the tab then shows (and is already in the cache when the tab opens).
 * Closed, it watches no query: a tab loading 10,000 consultants pays nothing for it.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/http';
import { queries } from '@/api/queries';
import type { ActivityRecord } from '@/api/schemas';
import type { PaletteGroup } from '@/components/dashboard/CommandPalette';
import { chatRoomItems, consultantItems, expenseItems, poolItems, quizItems, recentActionItems, sectionItems, tabItems, type PaletteTarget } from './paletteItems';
import { focusRowWhenShown } from './focusRow';

/** How many of the operator's own recent changes the palette lists. */
export const RECENT_ACTIONS_SHOWN = 5;

const TABS = tabItems();
const SECTIONS = sectionItems();
/** Before anything is typed: what the operator did last, then where they can go. */
const BROWSE = ['recent', 'tabs'] as const;

type Status = Pick<PaletteGroup, 'status' | 'error'>;

/** One group's state from its queries: loading while any has no answer yet, failed when one has none to show. */
function statusOf(...results: readonly UseQueryResult<unknown>[]): Status {
  if (results.some((result) => result.isPending)) return { status: 'loading' };
  const failed = results.find((result) => result.isError && result.data === undefined);
  return failed ? { status: 'error', error: errorMessage(failed.error) } : { status: 'ready' };
}

/** The groups the palette searches, for the signed-in operator `operatorId`. */
export function usePaletteGroups(operatorId: string | null) {
  const consultants = useQuery({ ...queries.earnings(), select: consultantItems });
  const chats = useQuery({ ...queries.chatRooms(), select: chatRoomItems });
  const expenses = useQuery({ ...queries.expenses(), select: expenseItems });
  const activeQuizzes = useQuery({ ...queries.quizzes(true), select: quizItems });
  const inactiveQuizzes = useQuery({ ...queries.quizzes(false), select: quizItems });
  const activePools = useQuery({ ...queries.pools('active'), select: poolItems });
  const inactivePools = useQuery({ ...queries.pools('inactive'), select: poolItems });
  const ownActions = useCallback((log: ActivityRecord[]) => (operatorId ? recentActionItems(log, operatorId, RECENT_ACTIONS_SHOWN) : []), [operatorId]);
  const activity = useQuery({ ...queries.activity(), select: ownActions });

  const groups = useMemo<PaletteGroup<PaletteTarget>[]>(
    () => [
      { id: 'tabs', label: 'Tabs', items: TABS, limit: TABS.length },
      { id: 'sections', label: 'Q&A Manager tabs', items: SECTIONS },
      { id: 'consultants', label: 'Consultants', items: consultants.data ?? [], ...statusOf(consultants) },
      { id: 'chats', label: 'Chats', items: chats.data ?? [], ...statusOf(chats) },
      { id: 'expenses', label: 'Expense types', items: expenses.data ?? [], ...statusOf(expenses) },
      { id: 'quizzes', label: 'Quizzes', items: [...(activeQuizzes.data ?? []), ...(inactiveQuizzes.data ?? [])], ...statusOf(activeQuizzes, inactiveQuizzes) },
      { id: 'pools', label: 'Pools', items: [...(activePools.data ?? []), ...(inactivePools.data ?? [])], ...statusOf(activePools, inactivePools) },
      { id: 'recent', label: 'Recent actions', items: activity.data ?? [], limit: RECENT_ACTIONS_SHOWN, ...statusOf(activity) },
    ],
    [consultants, chats, expenses, activeQuizzes, inactiveQuizzes, activePools, inactivePools, activity],
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
