/** Lists asked a page at a time (issue 47): one page of a view, and everything it matches as CSV. */
import type { QueryKey } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { download, request } from './client';
import { apiPaths } from './paths';
import { activityRecordSchema, appIssueSchema, bookingSchema, chatMessageSchema, chatRoomSchema, quizMatchSchema, consultantSchema, listPageSchema, transactionSchema, type ListExport, type ListPage, type ListQueryInput } from './schemas';

/** One such list's two calls and the shape of its page. */
export interface ListCall<T> {
  /** Names the list in query keys ('transactions'). */
  name: string;
  page: string;
  export: string;
  schema: ZodType<ListPage<T>>;
}

export const listCalls = {
  transactions: { name: 'transactions', page: apiPaths.transactionsPage, export: apiPaths.transactionsExport, schema: listPageSchema(transactionSchema) },
  activity: { name: 'activity', page: apiPaths.activityPage, export: apiPaths.activityExport, schema: listPageSchema(activityRecordSchema) },
  consultants: { name: 'consultants', page: apiPaths.consultantsPage, export: apiPaths.consultantsExport, schema: listPageSchema(consultantSchema) },
  earnings: { name: 'earnings', page: apiPaths.earningsPage, export: apiPaths.earningsExport, schema: listPageSchema(consultantSchema) },
  appIssues: { name: 'appIssues', page: apiPaths.appIssuesPage, export: apiPaths.appIssuesExport, schema: listPageSchema(appIssueSchema) },
  chatRooms: { name: 'chatRooms', page: apiPaths.chatRoomsPage, export: apiPaths.chatRoomsExport, schema: listPageSchema(chatRoomSchema) },
  chatMessages: { name: 'chatMessages', page: apiPaths.chatMessagesPage, export: apiPaths.chatMessagesExport, schema: listPageSchema(chatMessageSchema) },
  quizMatches: { name: 'quizMatches', page: apiPaths.quizMatchesPage, export: apiPaths.quizMatchesExport, schema: listPageSchema(quizMatchSchema) },
  bookings: { name: 'bookings', page: apiPaths.bookingsPage, export: apiPaths.bookingsExport, schema: listPageSchema(bookingSchema) },
} satisfies Record<string, ListCall<unknown>>;

/** The query key of a list's pages: every page of every view of it starts so (a live update patches them all). */
export const listKey = (name: string): QueryKey => ['list', name];
/** How many records the live stream brought that no page at hand holds (liveCache.ts counts them): they may be new to the view. */
export const heardKey = (name: string): QueryKey => ['list-heard', name];

/** POST /lists/<list>: { rows, offset, total, everything, sums } of one page of a view. */
export function fetchListPage<T>(call: ListCall<T>, query: ListQueryInput, { signal }: { signal?: AbortSignal } = {}): Promise<ListPage<T>> {
  return request(call.page, { body: query, schema: call.schema, signal });
}

/** How far an export has come: rows received and rows announced. */
export interface ExportProgress {
  rows: number;
  total: number | null;
}

/** POST /lists/<list>/export: every row the view matches, as a CSV file, streamed. */
export function exportList<T>(call: ListCall<T>, body: ListExport, { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void } = {}): Promise<Blob> {
  return download(call.export, {
    body,
    signal,
    // The header is a line of its own.
    onProgress: ({ lines, total }) => onProgress?.({ rows: Math.max(0, lines - 1), total }),
  });
}
