/**
 * What the command palette lists and where each choice leads (issue 26): the back-office's
 * records as palette items, each with the address that shows it and, for a consultant, the row
 * the keyboard lands on there.
 */
import type { ActivityRecord, AppIssue, Booking, ChatRoom, CompanyExpense, Consultant, Pool, QuestionsBySubject, QuestionStatus, Quiz, QuizMatch } from '@/api/schemas';
import type { PaletteItem } from '@/components/dashboard/CommandPalette';
import { actionLabel } from '@/features/activity/model/activityRows';
import { isOpen } from '@/features/app-issues/model/appIssueRows';
import { paymentLabel } from '@/features/expenses/model/payments';
import { matchDate, playerLabel, quizRowsOf } from '@/features/quiz-details/model/quizRows';
import type { ImportantLink } from '@/features/links/model/importantLinks';
import { roomTitle } from '@/features/chats/model/chatRoom';
import { NO_QUESTION_TEXT } from '@/features/questions/model/questionText';
import { RECORD_PARAM } from '@/components/ui/data-table/useListController';
import { countOf, formatDateTime, formatDay } from '@/lib/format';
import type { Permission } from '@/api/schemas/roles';
import { CHAT_HISTORY_LABEL, chatHistoryPath, chatRoomHref, dashboardTabs, historyHref, paths, tabOffered } from '@/paths';
import { QUESTION_TAB_IDS, QUESTION_TAB_LABELS, questionTabHref, type QuestionTabId } from '../questions/questionTabIds';

/** A palette item and where choosing it leads. */
export interface PaletteTarget extends PaletteItem {
  /** The back-office address that shows it. */
  href: string;
  /** The name of the table row (or the heading of the record's own view) that shows it there: focus moves to it once it is on screen. */
  rowName?: string;
}

type TabSegment = (typeof dashboardTabs)[number]['segment'];
/** A tab's label and address by its segment of the URL. */
export const tabOf = (segment: TabSegment) => dashboardTabs.find((tab) => tab.segment === segment) ?? { label: 'Dashboard', path: paths.dashboard };
const Q_AND_A = tabOf('questions').label;

/** A tab's address with what its URL state reads (each value encoded whole: '&', '=' and '#' stay in it). */
export function tabHref(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/** A tab narrowed by the header search (the `q` of the URL), which every tab's list reads. */
export function searchedTabHref(path: string, search: string): string {
  return tabHref(path, { q: search });
}

/** The side menu's tabs the operator's role may use (`can`: issue 48, Operators is for admins) and the chat history. */
export function tabItems(can: (permission: Permission) => boolean = () => true): PaletteTarget[] {
  return [
    ...dashboardTabs.filter((tab) => tabOffered(tab, can)).map((tab) => ({ id: `tab:${tab.path}`, label: tab.label, href: tab.path })),
    { id: `tab:${chatHistoryPath}`, label: CHAT_HISTORY_LABEL, href: chatHistoryPath },
  ];
}

/** The Q&A Manager's own tabs (Generate, Create Pool…) that the operator's role is shown (`offered`), each opened directly. */
export function sectionItems(offered: (tab: QuestionTabId) => boolean = () => true): PaletteTarget[] {
  return QUESTION_TAB_IDS.filter(offered).map((id) => ({ id: `section:${id}`, label: QUESTION_TAB_LABELS[id], detail: Q_AND_A, terms: [Q_AND_A], href: questionTabHref(id) }));
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

/** A tab showing one of its records alone (`?record=<its id>`): no search of the tab's can single out an id like 1 from 10, 21 and ₹100. */
export function recordHref(path: string, id: string): string {
  return tabHref(path, { [RECORD_PARAM]: id });
}

/** The most of an issue's comment and of a question's text the palette shows; all of it is searched. */
const COMMENT_SHOWN = 80;
const TEXT_SHOWN = 100;
const shortened = (text: string, most: number) => (text.length > most ? `${text.slice(0, most - 1)}…` : text);

const bookings = tabOf('bookings').path;
const appIssues = tabOf('app-issues').path;

/** A booking, found by its ID, either person or its domain, opens Booking Summary showing it alone, with the keyboard on its row (named by its ID). */
export function bookingItems(list: readonly Booking[]): PaletteTarget[] {
  return list.map((booking) => {
    const id = String(booking.id);
    return {
      id: `booking:${id}`,
      label: `Booking ${id}: ${booking.bookedBy} with ${booking.consultant}`,
      detail: `${booking.domain} · ${booking.status} · booked ${formatDay(booking.bookedOn)}`,
      terms: [id, booking.domain],
      href: recordHref(bookings, id),
      rowName: id,
    };
  });
}

/** An app issue, found by its ID, who raised it (name or phone number) or its comment, opens App Issues showing it alone. */
export function appIssueItems(list: readonly AppIssue[]): PaletteTarget[] {
  return list.map((issue) => {
    const id = String(issue.id);
    return {
      id: `app-issue:${id}`,
      label: `Issue ${id} from ${issue.name}`,
      detail: `${issue.type} · ${isOpen(issue) ? 'open' : 'solved'} · ${shortened(issue.comment, COMMENT_SHOWN)}`,
      terms: [id, issue.comment],
      phones: [issue.number],
      href: recordHref(appIssues, id),
      rowName: id,
    };
  });
}

const links = tabOf('links').path;

/** An important link (kept in this browser), found by its name or address, opens Important Links showing it alone, the keyboard on its row. */
export function linkItems(list: readonly ImportantLink[]): PaletteTarget[] {
  return list.map((link) => ({ id: `link:${link.id}`, label: link.name, detail: link.url, terms: [link.url], href: recordHref(links, link.id), rowName: link.name }));
}

export function expenseItems(types: readonly CompanyExpense[]): PaletteTarget[] {
  return types.map((type) => ({
    id: `expense:${type._id}`,
    label: type.expenseType,
    detail: countOf(type.payments.length, 'payment', 'payments'),
    href: searchedTabHref(expenses, type.expenseType),
  }));
}

/**
 * Every payment of every expense type, found by its amount (with or without the rupee's commas),
 * its day or its type, opens Company Expenses narrowed to its type, the keyboard on its row
 * (Tab reaches Mark paid).
 */
export function expensePaymentItems(types: readonly CompanyExpense[]): PaletteTarget[] {
  return types.flatMap((type) =>
    type.payments.map((payment, index) => {
      const name = paymentLabel(payment);
      return {
        id: `payment:${type._id}:${payment._id ?? index}`,
        label: `${name} · ${type.expenseType}`,
        detail: payment.isPaid ? `Paid on ${formatDay(payment.paidOn)}` : 'Not paid',
        terms: [String(payment.amount)],
        href: searchedTabHref(expenses, type.expenseType),
        rowName: name,
      };
    }),
  );
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
      href: questionTabHref(tab, { q: quiz.name }),
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
      href: questionTabHref(tab, { q: pool.name }),
    };
  });
}

const quizDetails = tabOf('quiz-details').path;

/**
 * The quiz matches, found by either player's name (`names`: their ids' names, once asked) or id,
 * or by the subject, each opening Quiz Details showing it alone, the keyboard on its row (named
 * by when it was played).
 */
export function quizMatchItems(matches: readonly QuizMatch[], names: ReadonlyMap<string, string>): PaletteTarget[] {
  return quizRowsOf(matches, names, true).map(({ match, player1, player2 }) => {
    const subject = match.quizDetails.subject;
    const when = formatDateTime(matchDate(match));
    return {
      id: `quiz-match:${match._id}`,
      label: `${playerLabel(player1)} vs ${playerLabel(player2)}`,
      detail: `${subject} · played ${when}`,
      terms: [subject, player1.id, player2.id],
      href: recordHref(quizDetails, match._id),
      rowName: when,
    };
  });
}

/**
 * The Live or Not Live questions, found by their text, an answer or their subject, each opening
 * its list on its subject with the keyboard on its card (named by its text).
 */
export function questionItems(groups: QuestionsBySubject, status: QuestionStatus): PaletteTarget[] {
  const tab = status === 'live' ? 'live' : 'not-live';
  return Object.entries(groups).flatMap(([subject, questions]) =>
    questions.map((question) => {
      const text = question.question.trim();
      return {
        id: `question:${question._id}`,
        label: shortened(text, TEXT_SHOWN) || NO_QUESTION_TEXT,
        detail: `${QUESTION_TAB_LABELS[tab]} · ${subject}`,
        terms: [text, subject, ...question.answers],
        href: questionTabHref(tab, { subject }),
        rowName: text || NO_QUESTION_TEXT,
      };
    }),
  );
}

/**
 * The operator's own last changes (the backend's recent actions: newest first, signing in and
 * out left out), each opening the history of what it changed (the Activity tab narrowed to that
 * record).
 */
export function recentActionItems(records: readonly ActivityRecord[]): PaletteTarget[] {
  return records.flatMap((record) =>
    record.target
      ? [
          {
            id: `activity:${record._id}`,
            label: `${actionLabel(record.action)}: ${record.target.name}`,
            detail: formatDateTime(record.at),
            terms: [record.target.kind],
            href: historyHref(record.target.id),
          },
        ]
      : [],
  );
}
