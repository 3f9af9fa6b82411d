import type { ReactNode } from 'react';
import type { ListStatus, PagedRows } from '@/api/listStatus';
import type { SortState } from '@/lib/urlState';
import type { CsvDownload } from '../ExportCsvButton';
import type { ExportAll } from '../ExportAllButton';

export type { CellValue } from '@/lib/sortRows';
import type { CellValue } from '@/lib/sortRows';

/** What a cell is given beside its row: the table's row actions and what is under way for the row. */
export interface CellContext<A> {
  /** The handlers the table was given (Settle, Edit…), the same for every row. */
  actions: A;
  /** Whether `action` is under way for this row (its button waits). */
  busy: (action: string) => boolean;
}

/**
 * One column, declared once for a table, at module scope: it does not change while the table
 * lives, so sorting depends on the sorted column's id and direction only, and what changes
 * (a settle under way) reaches the one row it concerns through CellContext.
 */
export interface DataTableColumn<T, A = unknown> {
  /** Stable: the sort state (and the URL) name columns by it. */
  id: string;
  /** The column header, also the CSV header. */
  header: string;
  /** The value sorted on, exported, and shown when there is no `cell`. */
  value?: (row: T) => CellValue;
  /** A custom rendering (buttons, photos, badges). */
  cell?: (row: T, context: CellContext<A>) => ReactNode;
  /**
   * Long free text (a comment pasted at its limit): the value shows its first five lines, with
   * 'Show all' when more is hidden (ClampedText), so one row cannot fill the screen. Needs
   * measured rows (the default): the row grows when it is opened.
   */
  clamp?: boolean;
  /**
   * The cell that names its row (the consultant's name): a row header, so assistive
   * technology says whose row each cell is in. The first column unless one says so.
   */
  rowHeader?: boolean;
  /**
   * How the row is named, where the row header's cell holds more than its name (a photo, a
   * History link): the row header and its card are called this alone.
   */
  rowName?: (row: T) => string;
  /** What the CSV gets; false leaves the column out of the export (photos, actions). */
  csv?: false | ((row: T) => CellValue);
  /** Sortable by its header; needs `value` or `sortKey`. */
  sortable?: boolean;
  /**
   * What the column sorts by when not `value` itself, compared as it is (numbers by value, text
   * by code unit, undefined last): a date's ISO text (isoSortKey) orders as the date does and is
   * read far faster than parsing 50,000 dates.
   */
  sortKey?: (row: T) => number | string | undefined;
  /** The first click sorts descending (money, dates). */
  sortDescFirst?: boolean;
  /** How the phone's sort menu words each direction ('oldest first', 'newest first'); numbers and words have their own by default. */
  sortLabels?: { asc: string; desc: string };
  /** False keeps the column shown whatever the column chooser says. The row's name always stays. */
  hideable?: boolean;
  align?: 'start' | 'end' | 'center';
  /** A CSS width; the table lays out with fixed columns. */
  width?: string;
}

/** One record shown alone (a link from the command palette): the banner above the table says so and offers the rest. */
export interface ShownAlone {
  /** What the banner says: 'Showing one booking: 12'. */
  label: string;
  /** Its button's words: 'Show every booking'. */
  showAll: string;
  /** Shows every record again. */
  onShowAll: () => void;
}

/** Export CSV of a list asked a page at a time: the backend's file of the whole view, in the columns shown. */
export type ExportAllColumns = (columns: readonly { id: string; header: string }[], options: Parameters<ExportAll>[0]) => Promise<Blob>;

/**
 * A list asked of the backend a page at a time (issue 47): its rows come from `paging` (a
 * window of them at hand, the rest drawn as skeletons until their page comes), in the order
 * the backend sorted them, and Export CSV asks the backend for the whole view (`exportAll`).
 */
export interface PagedTableProps<T> {
  paging?: PagedRows<T> | undefined;
  exportAll?: ExportAllColumns | undefined;
}

export interface DataTableProps<T, A = unknown> extends PagedTableProps<T> {
  /** The table's name: a real <caption>. */
  caption: string;
  /** Keeps the caption for assistive technology only, when a heading beside it says the same. */
  captionHidden?: boolean;
  /** Declared once at module scope: the sort follows the sorted column's id. */
  columns: readonly DataTableColumn<T, A>[];
  /** The row actions the cells call. Keep it stable (useMemo): every shown row re-renders when it changes. */
  actions?: A;
  /**
   * What is under way, as busyKey(action, rowId) keys (useInFlight's keys): each row's cells
   * learn their own through CellContext.busy, and only the rows whose state changed re-render.
   */
  busy?: ReadonlySet<string>;
  /** The rows to show, already filtered and searched by the page. Keep the array stable. */
  rows: readonly T[];
  /**
   * The whole list `rows` were filtered from. Given, it is sorted once and a search keeps its
   * order in one pass instead of sorting again on every keystroke.
   */
  allRows?: readonly T[] | undefined;
  getRowId: (row: T) => string;
  status: ListStatus;
  /** The reason, when status is 'error'. */
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** A refresh failed: the loaded rows stay, with this reason and Retry in a banner above them. */
  refreshError?: string | undefined;
  emptyMessage: string;
  /** Controlled sort; the page keeps it in the URL. null: the rows' own order. */
  sorting?: SortState | null;
  onSortingChange?: (sorting: SortState | null) => void;
  /** Controlled selection; giving it adds the checkbox column. Ids of rows not shown stay selected. */
  selectedIds?: ReadonlySet<string>;
  onSelectedIdsChange?: (ids: Set<string>) => void;
  /** How a row is named to assistive technology: 'Select <rowLabel>'. */
  rowLabel?: (row: T) => string;
  /** A click on the row (outside its buttons and fields) toggles its selection, Shift for a range. */
  rowClickSelects?: boolean;
  /** Shows 'Export CSV': `${exportFileName}-YYYY-MM-DD.csv` of the shown rows and columns. */
  exportFileName?: string;
  /** Receives the file; a browser download by default. */
  download?: CsvDownload;
  /** Controls shown beside Export (filters, counts). */
  toolbar?: ReactNode;
  /** One record is shown alone: a banner above the table says which, with a button that shows them all. */
  shownAlone?: ShownAlone | undefined;
  /** Height of the scrolling body; the header stays in view. */
  maxHeight?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns: the shown columns' widths added up by default. */
  minWidth?: string;
  /**
   * Adds the column chooser (issue 26): the operator hides and shows columns, and the choice is
   * kept in this browser under this key (one per tab), shared by its tabs.
   */
  columnsKey?: string;
  /** Row height for the virtual list: measured rows by default; with measureRows false, the shortest a row can be. */
  estimateRowHeight?: number;
  /**
   * Measures every row as it appears (rows of varied height). False trusts estimateRowHeight
   * as the shortest row instead: no layout is forced and no second render follows when a
   * search replaces every row, which at 10,000 rows is most of a keystroke's cost.
   */
  measureRows?: boolean;
  /**
   * Every cell of a table row shows at most this many lines; the rest is hidden from sight only
   * (read aloud, found and copied, and in the cell's title). Rows are then of one height, which
   * a long list virtualizes without measuring (with measureRows false). Cards show everything.
   */
  rowLines?: 1 | 2 | 3;
}

/**
 * What a page hands a tab's table (EarningsTable, ConsultantsTable…): the rows and their
 * state, the sort kept in the URL, and what goes beside Export. The tab's table adds its
 * columns and actions and passes these on to DataTable as they are.
 */
export interface TabTableProps<T> extends PagedTableProps<T> {
  rows: readonly T[];
  allRows?: readonly T[] | undefined;
  status: ListStatus;
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  refreshError?: string | undefined;
  emptyMessage: string;
  sorting: SortState | null;
  onSortingChange: (sorting: SortState | null) => void;
  toolbar?: ReactNode;
  download?: CsvDownload;
  /** One record shown alone (`?record=` in the URL), said above the table. */
  shownAlone?: ShownAlone | undefined;
}
