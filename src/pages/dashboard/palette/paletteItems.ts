/**
 * What the command palette lists and where each choice leads (issue 26): the back-office's
 * records as palette items, each with the address that shows it and, for a consultant, the row
 * the keyboard lands on there.
 */
import type { ActivityRecord, ChatRoom, CompanyExpense, Consultant, Pool, Quiz } from '@/api/schemas';
import type { PaletteItem } from '@/components/dashboard/CommandPalette';
import { actionLabel } from '@/features/activity/model/activityRows';
import { roomTitle } from '@/features/chats/model/chatRoom';
import { countOf, formatDateTime } from '@/lib/format';
import { CHAT_HISTORY_LABEL, chatHistoryPath, chatRoomHref, dashboardTabs, historyHref, paths } from '@/paths';
import { QUESTION_TAB_IDS, QUESTION_TAB_LABELS, questionTabHref } from '../questions/questionTabIds';

/** A palette item and where choosing it leads. */
export interface PaletteTarget extends PaletteItem {
  /** The back-office address that shows it. */
  href: string;
  /** The name of the table row (or the heading of the record's own view) that shows it there: focus moves to it once it is on screen. */
  rowName?: string;
}

type TabSegment = (typeof dashboardTabs)[number]['segment'];
const tabOf = (segment: TabSegment) => dashboardTabs.find((tab) => tab.segment === segment) ?? { label: 'Dashboard', path: paths.dashboard };
const Q_AND_A = tabOf('questions').label;

/** A tab narrowed by the header search (the `q` of the URL), which every tab's list reads. */
export function searchedTabHref(path: string, search: string): string {
  return `${path}?${new URLSearchParams({ q: search }).toString()}`;
}

/** The side menu's tabs and the chat history. */
export function tabItems(): PaletteTarget[] {
  return [
    ...dashboardTabs.map((tab) => ({ id: `tab:${tab.path}`, label: tab.label, href: tab.path })),
    { id: `tab:${chatHistoryPath}`, label: CHAT_HISTORY_LABEL, href: chatHistoryPath },
  ];
}

/** The Q&A Manager's own tabs (Generate, Create Pool…), each opened directly. */
export function sectionItems(): PaletteTarget[] {
  return QUESTION_TAB_IDS.map((id) => ({ id: `section:${id}`, label: QUESTION_TAB_LABELS[id], detail: Q_AND_A, terms: [Q_AND_A], href: questionTabHref(id) }));
}

const earnings = tabOf('earnings').path;
const expenses = tabOf('expenses').path;

/**
 * A consultant opens Earnings narrowed to their creator ID, which no one else's name, phone or
 * ID contains, so the table shows them alone, and the keyboard lands on their row.
 */
export function consultantItems(consultants: readonly Consultant[]): PaletteTarget[] {
  return consultants.map((consultant) => ({
    id: `consultant:${consultant._id}`,
    label: consultant.name,
    detail: `${consultant.dataid} · ${consultant.phoneNumber}`,
    terms: [consultant.dataid],
    phones: [consultant.phoneNumber],
    href: searchedTabHref(earnings, consultant.dataid),
    rowName: consultant.name,
  }));
}

/**
 * A chat room, found by either person's name or its room id, opens the chat history on its
 * thread, and the keyboard lands on the thread's heading (the list beside it is hidden on a
 * phone).
 */
export function chatRoomItems(rooms: readonly ChatRoom[]): PaletteTarget[] {
  return rooms.map((room) => ({
    id: `chat:${room._id}`,
    label: roomTitle(room),
    detail: `Chat since ${formatDateTime(room.createdAt)}`,
    terms: [room.roomid],
    href: chatRoomHref(room.roomid),
    rowName: roomTitle(room),
  }));
}

export function expenseItems(types: readonly CompanyExpense[]): PaletteTarget[] {
  return types.map((type) => ({
    id: `expense:${type._id}`,
    label: type.expenseType,
    detail: countOf(type.payments.length, 'payment', 'payments'),
    href: searchedTabHref(expenses, type.expenseType),
  }));
}

/** Quizzes live in the Q&A Manager's 'active quiz' and 'inactive quiz' tabs, searched by name there. */
export function quizItems(quizzes: readonly Quiz[]): PaletteTarget[] {
  return quizzes.map((quiz) => {
    const tab = quiz.active ? 'active-quiz' : 'inactive-quiz';
    return {
      id: `quiz:${quiz._id}`,
      label: quiz.name,
      detail: [QUESTION_TAB_LABELS[tab], quiz.domain].filter(Boolean).join(' · '),
      terms: [quiz.domain],
      href: questionTabHref(tab, quiz.name),
    };
  });
}

/** Pools live in the Q&A Manager's 'Active Pool' and 'Inactive Pool' tabs, searched by name there. */
export function poolItems(pools: readonly Pool[]): PaletteTarget[] {
  return pools.map((pool) => {
    const tab = pool.active ? 'active-pool' : 'inactive-pool';
    return {
      id: `pool:${pool._id}`,
      label: pool.name,
      detail: `${QUESTION_TAB_LABELS[tab]} · prize ${pool.prize}`,
      href: questionTabHref(tab, pool.name),
    };
  });
}

/**
 * The operator's own changes, newest first, each opening the history of what it changed (the
 * Activity tab narrowed to that record). Signing in and out are left out: they concern the
 * operator themselves, not a record of the back-office.
 */
export function recentActionItems(log: readonly ActivityRecord[], operatorId: string, limit: number): PaletteTarget[] {
  const items: PaletteTarget[] = [];
  for (let index = log.length - 1; index >= 0 && items.length < limit; index -= 1) {
    const record = log[index]!;
    if (record.operatorId !== operatorId || !record.target || record.target.kind === 'operator') continue;
    items.push({
      id: `activity:${record._id}`,
      label: `${actionLabel(record.action)}: ${record.target.name}`,
      detail: formatDateTime(record.at),
      terms: [record.target.kind],
      href: historyHref(record.target.id),
    });
  }
  return items;
}
