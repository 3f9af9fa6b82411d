/** Every list that grows with use, by its collection: what a store keeps as a list (server/sqliteData.ts keeps them in SQLite, not in memory). */
import { activityList } from './activityList';
import { chatMessagesList } from './chat';
import type { ListSpec, StoredListCollection } from './lists';
import { transactionsList } from './transactions';

export const listSpecs: { [K in StoredListCollection]: ListSpec<K> } = {
  transactions: transactionsList,
  activity: activityList,
  chatMessages: chatMessagesList,
};
