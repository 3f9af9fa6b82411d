/** Every list that grows with use, by its collection: what a store keeps as a list (server/sqliteData.ts keeps them in SQLite, not in memory). */
import { activityList } from './activityList';
import { appIssuesList } from './appIssuesList';
import { bookingsList } from './bookingsList';
import { chatMessagesList, chatRoomsList } from './chat';
import { consultantsList } from './consultantsList';
import { earningsList } from './earningsList';
import type { ListCollection, ListSpec, StoredListCollection } from './lists';
import { transactionsList } from './transactions';

export const listSpecs: { [K in StoredListCollection]: ListSpec<K> } = {
  transactions: transactionsList,
  activity: activityList,
  chatMessages: chatMessagesList,
};

/** The lists asked a page at a time whose records every store holds in memory (their orders are kept there: keptOrders.ts). */
export const memoryListSpecs = [earningsList, consultantsList, bookingsList, appIssuesList, chatRoomsList] as unknown as readonly ListSpec<ListCollection>[];
