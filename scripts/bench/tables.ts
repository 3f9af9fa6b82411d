/** The back-office tabs npm run bench:tables measures, and what it types and sorts in each. */
import type { generateDatabase } from '../seed-data.ts';

export interface Tab {
  name: string;
  path: string;
  /** The call whose answer fills the table. */
  call: string;
  table: string;
  /** The search box typed into. */
  search: { role: 'searchbox'; name: string };
  /** The header whose sort button is clicked. */
  sortHeader: RegExp;
  /** What is typed: names from the data, so every key changes what is shown. */
  queries: (db: ReturnType<typeof generateDatabase>) => string[];
  /** The goal judged: the keystroke median alone (the activity log, whose large answer is a thousand times the small one), or that and the data→frame ratio. */
  goal?: 'keystroke';
  /**
   * Asked of the backend a page at a time (issue 47): judged instead by first rows (ratio ≤ 1.5),
   * a keystroke to its count (p95 ≤ 250 ms), a jump to the end (≤ 500 ms) and the heap (ratio ≤ 1.5).
   */
  paged?: boolean;
}

export const ALL_TABS: Tab[] = [
  {
    name: 'Dashboard',
    path: '/dashboard',
    call: '/lists/consultants',
    table: 'Consultants',
    search: { role: 'searchbox', name: 'Search this tab' },
    sortHeader: /^Name/,
    queries: (db) => db.consultants.slice(0, 3).map((c) => c.name),
    paged: true,
  },
  {
    name: 'Earnings',
    path: '/dashboard/earnings',
    call: '/lists/earnings',
    table: 'Earnings by consultant',
    search: { role: 'searchbox', name: 'Search this tab' },
    sortHeader: /^Name/,
    queries: (db) => db.consultants.slice(3, 6).map((c) => c.name),
    paged: true,
  },
  {
    name: 'TransactionsList',
    path: '/dashboard/transactions',
    call: '/lists/transactions',
    table: 'Transactions',
    search: { role: 'searchbox', name: 'Paid By' },
    sortHeader: /^Amount/,
    // First names: every key makes a new view (a space would not).
    queries: (db) => db.transactions.flatMap((t) => (t.userRef ? [t.userRef.name.split(' ')[0]!] : [])).slice(0, 3),
    paged: true,
  },
  {
    // 100 records at the small size, 300,000 at the large one.
    name: 'Activity',
    path: '/dashboard/activity',
    call: '/lists/activity',
    table: 'Activity',
    search: { role: 'searchbox', name: 'Search this tab' },
    sortHeader: /^Operator/,
    queries: (db) => db.activity.flatMap((record) => (record.target ? [record.target.name.split(' ')[0]!] : [])).slice(0, 3),
    paged: true,
  },
];
