/** Every list that grows with use, by its collection: what a store keeps as a list (server/sqliteData.ts keeps them in SQLite, not in memory). */
import { activityList } from './activityList';
import { appIssuesList } from './appIssuesList';
import { bookingsList } from './bookingsList';
import { chatMessagesList, chatRoomsList } from './chat';
import { consultantsList } from './consultantsList';
import { earningsList } from './earningsList';
import type { Database } from './db';
import type { ListCollection, ListSpec, StoredListCollection } from './lists';
import { quizMatchesListFor } from './quizMatchesList';
import { transactionsList } from './transactions';

export const listSpecs: { [K in StoredListCollection]: ListSpec<K> } = {
  transactions: transactionsList,
  activity: activityList,
  chatMessages: chatMessagesList,
};

/**
 * The lists asked a page at a time whose records every store holds in memory (their orders are
 * kept there: keptOrders.ts), each order sorted in the background at start (warmOrders), so an
 * operator's first click on a column finds it made. Quiz matches' list is the users' (their names).
 */
const held = (spec: unknown) => spec as ListSpec<ListCollection>;
export const memoryListSpecs: readonly ((db: Database) => ListSpec<ListCollection>)[] = [
  ...[earningsList, consultantsList, bookingsList, appIssuesList, chatRoomsList].map((spec) => () => held(spec)),
  (db) => held(quizMatchesListFor(db.users)),
];
