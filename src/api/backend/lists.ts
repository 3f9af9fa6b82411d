/**
 * Lists that grow with use, asked a page at a time (issue 47). Each list is declared once as a
 * ListSpec: the sorts, filters, search and sums it offers and the columns it exports. A store
 * answers a page of a view of it (ListStore); the in-memory store here serves MSW, the tests
 * and the JSON working copy. Two calls per list share the declaration: a page, and an export
 * of everything the view matches, streamed as CSV a chunk at a time.
 */
import type { CsvCell } from '../../lib/csv';
import { csvCell } from '../../lib/csv';
import type { SortKey } from '../../lib/sortRows';
import { listExportSchema, listQuerySchema, type ListPage, type ListQuery, type ListView } from '../schemas/lists';
import { answerRoute, HttpError, ok, parseBody, type BackendRoute, type RouteName, type StaticPathName } from './core';
import type { Database, WorkingDatabase } from './db';
import { memoryStore } from './memoryStore';

export type Texts<T> = (row: T) => readonly (string | null | undefined)[];

/**
 * How a list's filter narrows it: `text`, every word of the value somewhere in the texts (Paid
 * By); `equals`, exactly the value (an operator, an action, a record's id); `from` and `to`, the
 * row's day (YYYY-MM-DD, in India) on or after, on or before the value. A blank value keeps every row.
 */
export type ListFilter<T> =
  | { kind: 'text'; texts: Texts<T> }
  | { kind: 'equals'; value: (row: T) => string | null | undefined }
  | {
      kind: 'from' | 'to';
      day: (row: T) => string;
      /**
       * Where the day follows one of the list's sorts (the activity log's day is its time's):
       * that sort and its key at the first instant of a day. A store may then narrow by the
       * sort's key, whose index also orders the page (SQLite: a 'to' day reads the rows it keeps,
       * not every newer one before them).
       */
      follows?: { sort: string; startOf: (day: string) => SortKey };
    }
  | ClockFilter<T>;

/**
 * A filter whose value moves with the clock (a booking is an upcoming, then an ongoing, then a
 * completed meet): `value` says what a row is at a moment, from what `prepare` read of it once
 * (its session's start and end, parsed). The page answers how many of the view (under every other
 * filter) are each of `counts` now, as sums named `<filter>:<value>`. Lists held in memory only.
 */
export interface ClockFilter<T> {
  kind: 'clock';
  prepare: (row: T) => unknown;
  value: (prepared: never, now: number) => string | null;
  /** The next moment after `now` at which the row's value changes (Infinity: never again), so a view's values hold until then. */
  changesAt: (prepared: never, now: number) => number;
  counts: readonly string[];
}

/** A clock filter with its prepared value's type checked where it is declared. */
export function clockFilter<T, P>(filter: {
  prepare: (row: T) => P;
  value: (prepared: P, now: number) => string | null;
  changesAt: (prepared: P, now: number) => number;
  counts: readonly string[];
}): ClockFilter<T> {
  return { kind: 'clock', ...filter };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The lists a store may keep outside memory (SQLite: in tables of their own, never held whole). */
export const STORED_LISTS = ['transactions', 'activity', 'chatMessages'] as const;
export type StoredListCollection = (typeof STORED_LISTS)[number];
/** The collections asked a page at a time: the stored lists, and collections held in memory by every store (consultants, bookings, app issues, chat rooms, quiz matches). */
export type ListCollection = StoredListCollection | 'consultants' | 'bookings' | 'app_issues' | 'chatRooms' | 'quizMatches';
const isStored = (collection: ListCollection): collection is StoredListCollection => (STORED_LISTS as readonly string[]).includes(collection);

/** Where a list's pages come from: the store that keeps it (a year in SQLite), or the data in memory. */
export function storeOf(collection: ListCollection, db: WorkingDatabase | Database, lists: ListStore | undefined): ListStore {
  return lists && isStored(collection) ? lists : memoryStore(db);
}
export type RowOf<K extends ListCollection> = Database[K][number];

export interface ListSpec<K extends ListCollection> {
  collection: K;
  /** How the list is named in a refusal: 'Transactions cannot be sorted by x.' */
  noun: string;
  id: (row: RowOf<K>) => string;
  /** The sorts the list offers, by the ids of the columns that sort: each row's key (numbers by value, text by code unit, missing last). */
  sorts: Record<string, (row: RowOf<K>) => SortKey>;
  /** The order before the operator picks one. */
  defaultSort: { id: string; desc: boolean };
  /** The texts the header search looks in. */
  search: Texts<RowOf<K>>;
  /** The list's own filters by name (Paid By, an operator, a day range). */
  filters: Record<string, ListFilter<RowOf<K>>>;
  /** Values the filters offer as choices, by name: each distinct value in the whole list (not the view), answered with every page. */
  facets?: Record<string, (row: RowOf<K>) => string>;
  /** The figures of the whole view the page shows (a transaction total), each added up in paise. */
  sums: Record<string, (row: RowOf<K>) => number>;
  /** What an export may hold, by column id: each cell as the table exports it (the page sends the headers it shows). */
  columns: Record<string, (row: RowOf<K>) => CsvCell>;
}

/** Where pages come from: the same questions for every store (in memory, memoryStore.ts; SQLite for a year). */
export interface ListStore {
  /** A page of a view: its rows, how many match, the list's size and the view's sums. */
  page<K extends ListCollection>(spec: ListSpec<K>, query: ListQuery): ListPage<RowOf<K>>;
  /** Every row of a view in its order, a batch at a time, read as they are asked for. */
  scan<K extends ListCollection>(spec: ListSpec<K>, view: ListView, batch: number): Iterable<readonly RowOf<K>[]>;
  /** The first `limit` records whose id starts with `prefix`, in the order of their ids (the command palette finds a transaction by the start of its id). */
  startingWith<K extends ListCollection>(spec: ListSpec<K>, prefix: string, limit: number): RowOf<K>[];
}

/** A refusal of a sort or filter the list does not offer (a link edited by hand, an old client). */
function checkView<K extends ListCollection>(spec: ListSpec<K>, view: ListView) {
  if (view.sort && !Object.hasOwn(spec.sorts, view.sort.id)) throw new HttpError(400, `${spec.noun} cannot be sorted by ${view.sort.id}.`, [{ path: 'sort.id', message: `Sort by one of: ${Object.keys(spec.sorts).join(', ')}.` }]);
  for (const [name, value] of Object.entries(view.filters)) {
    // Own names only: 'constructor' or 'toString' from a request is no filter of ours.
    const filter = Object.hasOwn(spec.filters, name) ? spec.filters[name] : undefined;
    if (!filter) throw new HttpError(400, `${spec.noun} have no filter called ${name}.`, [{ path: `filters.${name}`, message: `Filter by one of: ${Object.keys(spec.filters).join(', ')}.` }]);
    if (filter.kind === 'clock' && value !== '' && !filter.counts.includes(value)) throw new HttpError(400, `${spec.noun} cannot be filtered by ${name} ${value.slice(0, 40)}.`, [{ path: `filters.${name}`, message: `One of: ${filter.counts.join(', ')}.` }]);
    if ((filter.kind === 'from' || filter.kind === 'to') && value !== '' && !DAY.test(value)) throw new HttpError(400, `The ${name} day must be written as YYYY-MM-DD.`, [{ path: `filters.${name}`, message: 'A day such as 2026-11-28.' }]);
  }
}

/** The rows of an export asked for at a time: enough to send in one write, little enough to keep memory flat. */
const EXPORT_BATCH = 1000;

/** The export as CSV chunks: the header line, then a chunk per batch of rows (lib/csv's rules: formula escaping, CRLF, a byte-order mark). */
export function* csvChunks<K extends ListCollection>(store: ListStore, spec: ListSpec<K>, view: ListView, columns: readonly { id: string; header: string }[]): Generator<string> {
  const cells = columns.map((column) => (Object.hasOwn(spec.columns, column.id) ? spec.columns[column.id] : undefined)).filter((cell) => cell !== undefined);
  yield `\uFEFF${columns.map((column) => csvCell(column.header)).join(',')}\r\n`;
  for (const rows of store.scan(spec, view, EXPORT_BATCH)) {
    let chunk = '';
    for (const row of rows) chunk += `${cells.map((cell) => csvCell(cell(row))).join(',')}\r\n`;
    yield chunk;
  }
}

/** The order records were stored in: no sort of any list has this id, so both stores read their records as they came. */
export const STORED_ORDER = { id: '', desc: false } as const;

/** A whole list as JSON, a batch at a time: `before`, the records in the order they were stored, comma-separated, then `after`. */
export function* jsonChunks<K extends ListCollection>(store: ListStore, spec: ListSpec<K>, before: string, after: string): Generator<string> {
  let chunk = before;
  let first = true;
  for (const rows of store.scan(spec, { q: '', filters: {}, sort: STORED_ORDER, record: '' }, EXPORT_BATCH)) {
    for (const row of rows) {
      chunk += `${first ? '' : ','}${JSON.stringify(row)}`;
      first = false;
    }
    yield chunk;
    chunk = '';
  }
  yield chunk + after;
}

/**
 * A SPEC.md call that answers a whole list (for other clients), as SPEC.md says: `[...]`, or
 * `{ "<wrap>": [...] }`. In memory it is the array it always was; from a store that keeps the
 * list elsewhere (a year in SQLite) it is streamed a batch at a time, so memory stays flat.
 */
export function wholeListRoute<K extends ListCollection>(name: StaticPathName, path: string, spec: ListSpec<K>, wrap?: string): BackendRoute {
  return answerRoute(name, path, (db, context) => {
    if (!context.lists) return ok(wrap ? { [wrap]: db[spec.collection] } : db[spec.collection]);
    const [before, after] = wrap ? [`{${JSON.stringify(wrap)}:[`, ']}'] : ['[', ']'];
    return { status: 200, type: 'stream', body: jsonChunks(context.lists, spec, before, after), headers: { 'Content-Type': 'application/json; charset=utf-8' } };
  });
}

/**
 * The two calls of a list: a page of a view, and everything the view matches as CSV. A list that
 * reads other collections (quiz matches sorted by their players' names) is given as the spec for
 * the data of a call: one object for as long as what it reads is the same, so its kept orders hold.
 */
export function listRoutes<K extends ListCollection>(
  listSpec: ListSpec<K> | ((db: WorkingDatabase | Database) => ListSpec<K>),
  calls: { page: { name: RouteName; path: string }; export: { name: RouteName; path: string } },
): BackendRoute[] {
  const specOf = typeof listSpec === 'function' ? listSpec : () => listSpec;
  return [
    {
      name: calls.page.name,
      method: 'POST',
      path: calls.page.path,
      auth: true,
      mutates: false,
      handle(db, request, context) {
        const spec = specOf(db);
        const query = parseBody(listQuerySchema, request.body);
        checkView(spec, query);
        return ok(storeOf(spec.collection, db, context.lists).page(spec, query));
      },
    },
    {
      name: calls.export.name,
      method: 'POST',
      path: calls.export.path,
      auth: true,
      mutates: false,
      handle(db, request, context) {
        const spec = specOf(db);
        const asked = parseBody(listExportSchema, request.body);
        checkView(spec, asked);
        const unknown = asked.columns.find((column) => !Object.hasOwn(spec.columns, column.id));
        if (unknown !== undefined) throw new HttpError(400, `${spec.noun} have no column called ${unknown.id} to export.`, [{ path: 'columns', message: `Export some of: ${Object.keys(spec.columns).join(', ')}.` }]);
        const { columns, ...view } = asked;
        const store = storeOf(spec.collection, db, context.lists);
        // How many rows follow, so the page can show how far the download has come.
        const total = store.page(spec, { ...view, offset: 0, limit: 1 }).total;
        return {
          status: 200,
          type: 'stream',
          body: csvChunks(store, spec, view, columns),
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'X-Total-Count': String(total) },
        };
      },
    },
  ];
}
