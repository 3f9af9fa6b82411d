/**
 * For the backend's tests: the two stores a list is read from, which must answer alike (issue
 * 47): the data itself in memory, and SQLite tables written from it (every list SQLite keeps:
 * lists.ts STORED_LISTS), as the backend keeps a year.
 */
import BetterSqlite from 'better-sqlite3';
import { appendRecords, sqliteListStore } from '../../../server/sqliteLists';
import type { Database } from './db';
import { listSpecs } from './listSpecs';
import { makeContext } from './testing';

export const bothStores = [
  { store: 'in memory', contextFor: (_db: Database) => makeContext() },
  {
    store: 'in SQLite',
    contextFor: (db: Database) => {
      const sqlite = new BetterSqlite(':memory:');
      appendRecords(sqlite, listSpecs.transactions, db.transactions);
      appendRecords(sqlite, listSpecs.activity, db.activity);
      appendRecords(sqlite, listSpecs.chatMessages, db.chatMessages);
      return { ...makeContext(), lists: sqliteListStore(sqlite) };
    },
  },
];
