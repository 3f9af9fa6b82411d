/** Every list that grows with use, by its collection: what a store keeps as a list (server/sqliteData.ts keeps them in SQLite, not in memory). */
import { activityList } from './activityList';
import { chatMessagesList } from './chat';
import { consultantsList } from './consultantsList';
import { earningsList } from './earningsList';
import type { ListCollection, ListSpec, StoredListCollection } from './lists';
import { transactionsList } from './transactions';

export const listSpecs: { [K in StoredListCollection]: ListSpec<K> } = {
  transactions: transactionsList,
  activity: activityList,
  chatMessages: chatMessagesList,
};

/**
 * The lists asked a page at a time whose records every store holds in memory and change at every
 * write (their orders are kept there: keptOrders.ts), each order sorted at start (warmOrders). The
 * other lists held in memory (bookings, app issues, chat rooms, quiz matches) sort an order when
 * first asked: a year's orders of all of them would hold more memory than their first asks cost.
 */
export const memoryListSpecs = [earningsList, consultantsList] as unknown as readonly ListSpec<ListCollection>[];
