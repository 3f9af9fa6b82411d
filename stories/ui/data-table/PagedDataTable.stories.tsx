import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PagedRows } from '../../../src/api/listStatus';
import { DataTable, type DataTableProps } from '../../../src/components/ui/DataTable';
import { MAX_SCROLL_PX } from '../../../src/components/ui/data-table/scaledScroll';
import { personAt, tableArgs, type Person } from './people';

const PAGE = 100;

interface PagedArgs {
  /** How many people the list has (100,000; a year's million). */
  total: number;
  /** Pages at hand before any is asked (page numbers); the rest come when asked, unless `held`. */
  atHand: number[];
  /** Pages that never come (their skeletons stay). */
  held: number[];
  /** Pages that fail until Retry is pressed. */
  failing: number[];
  /** Retry of a failed page, as the table reports it. */
  onPageRetry: (page: number) => void;
  /** Records heard live that the view gained (the 'N new' bar); 0 for none. */
  newRows: number;
  /** Show them, as the table reports it. */
  onShowNew: () => void;
}

/**
 * A list of `total` people (100,000) of which only a window is at hand, as usePagedList gives it: the
 * table draws the rows of the pages at hand, skeletons for those on their way and the failure
 * with Retry for those that failed. A page asked for arrives at once unless it is held or failing.
 */
function Paged({ total, atHand, held, failing, onPageRetry, newRows, onShowNew, ...props }: DataTableProps<Person> & PagedArgs) {
  const [loaded, setLoaded] = useState(() => new Set(atHand));
  const [failed, setFailed] = useState(() => new Set(failing));
  const paging = useMemo<PagedRows<Person>>(
    () => ({
      count: total,
      loaded: [...loaded].sort((a, b) => a - b).flatMap((page) => Array.from({ length: Math.max(0, Math.min(PAGE, total - page * PAGE)) }, (_, offset) => personAt(page * PAGE + offset))),
      rowAt: (index) => (index < total && loaded.has(Math.floor(index / PAGE)) ? personAt(index) : undefined),
      failedAt: (index) => {
        const page = Math.floor(index / PAGE);
        if (!failed.has(page)) return undefined;
        return {
          message: 'The server had a problem. Please try again later.',
          onRetry: () => {
            onPageRetry(page);
            setFailed((before) => new Set([...before].filter((other) => other !== page)));
            setLoaded((before) => new Set([...before, page]));
          },
        };
      },
      onRangeChange: (start, end) => {
        const wanted: number[] = [];
        for (let page = Math.floor(start / PAGE); page <= Math.floor(end / PAGE); page += 1) wanted.push(page);
        const coming = wanted.filter((page) => !held.includes(page) && !failed.has(page) && !loaded.has(page));
        if (coming.length > 0) setLoaded((before) => new Set([...before, ...coming]));
      },
      ...(newRows > 0 ? { newRows, onShowNew } : {}),
    }),
    [total, loaded, failed, held, onPageRetry, newRows, onShowNew],
  );
  return <DataTable {...props} rows={paging.loaded} paging={paging} />;
}

/** UI/DataTable/Paged: a list asked of the backend a page at a time (issue 47), in each state its rows can be in. */
const meta = {
  title: 'UI/DataTable/Paged',
  component: Paged,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { ...tableArgs, rows: [], total: 100_000, maxHeight: '420px', estimateRowHeight: 53, measureRows: false, atHand: [0], held: [], failing: [], onPageRetry: fn(), newRows: 0, onShowNew: fn() },
} satisfies Meta<typeof Paged>;
export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Consultants' });
const scrollerOf = (canvasElement: HTMLElement) => tableOf(canvasElement).parentElement as HTMLElement;

/** The first page at hand: its rows, and a scrollbar as long as the whole list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = tableOf(canvasElement);
    await expect(table).toHaveAttribute('aria-rowcount', '100001');
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Person 1');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(30);
  },
};

/** A jump to the end whose page is on its way: skeleton rows, said as loading, where its rows will be. */
export const RowsOnTheirWay: Story = {
  args: { held: [999] },
  play: async ({ canvasElement }) => {
    const scroller = scrollerOf(canvasElement);
    scroller.scrollTop = scroller.scrollHeight;
    const table = tableOf(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row').some((row) => row.getAttribute('aria-rowindex') === '100001')).toBe(true));
    const last = within(table).getAllByRole('row').find((row) => row.getAttribute('aria-rowindex') === '100001') as HTMLElement;
    await expect(last).toHaveAttribute('aria-busy', 'true');
    await expect(last).toHaveTextContent('Loading…');
    await expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
    // The page before the last comes at once: a little higher, its rows are there above the skeletons.
    scroller.scrollTop = 53 * 99_895;
    await expect(await within(table).findByRole('rowheader', { name: 'Person 99898' })).toBeInTheDocument();
    await expect(within(table).getAllByRole('row').filter((row) => row.getAttribute('aria-busy') === 'true').length).toBeGreaterThan(0);
  },
};

/**
 * A year of rows (1,000,000 at 53 px, taller than a browser draws): the box is made at most
 * MAX_SCROLL_PX tall and its scroll position scaled, so the end of the scrollbar is the last row
 * and its middle the middle of the list.
 */
export const AYearOfRows: Story = {
  args: { total: 1_000_000 },
  play: async ({ canvasElement }) => {
    const scroller = scrollerOf(canvasElement);
    const table = tableOf(canvasElement);
    await expect(table).toHaveAttribute('aria-rowcount', '1000001');
    await expect(scroller.scrollHeight).toBeLessThanOrEqual(MAX_SCROLL_PX + 100);
    await expect(scroller.scrollHeight).toBeGreaterThan(MAX_SCROLL_PX / 2);
    scroller.scrollTop = scroller.scrollHeight;
    await expect(await within(table).findByRole('rowheader', { name: 'Person 1000000' })).toBeInTheDocument();
    // The last row is in sight at the bottom of the box, not beyond it.
    const last = within(table).getByRole('rowheader', { name: 'Person 1000000' }).getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(scroller.getBoundingClientRect().bottom + 1);
    scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) / 2;
    await waitFor(() => {
      const names = within(table).getAllByRole('rowheader').map((cell) => Number(cell.textContent?.replace('Person ', '')));
      return expect(names.some((number) => Math.abs(number - 500_000) < 20)).toBe(true);
    });
    // A short scroll moves on a few rows, drawn in order with none missing.
    scroller.scrollTop += 106;
    await waitFor(() => {
      const names = within(table).getAllByRole('rowheader').map((cell) => Number(cell.textContent?.replace('Person ', '')));
      return expect(names.every((number, index) => index === 0 || number === names[index - 1]! + 1)).toBe(true);
    });
    scroller.scrollTop = 0;
    await expect(await within(table).findByRole('rowheader', { name: 'Person 1' })).toBeInTheDocument();
  },
};

/** A page that failed: its first row in view says why, with Retry; the rows already there stay. */
export const PageFailsWithRetry: Story = {
  args: { failing: [1] },
  play: async ({ canvasElement, args }) => {
    const scroller = scrollerOf(canvasElement);
    scroller.scrollTop = 53 * 90;
    const table = tableOf(canvasElement);
    const alert = await within(table).findByRole('alert');
    await expect(alert).toHaveTextContent('These rows could not be loaded. The server had a problem. Please try again later.');
    await expect(within(table).getAllByRole('alert')).toHaveLength(1);
    await expect(within(table).getByRole('rowheader', { name: 'Person 95' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onPageRetry).toHaveBeenCalledWith(1);
    await expect(await within(table).findByRole('rowheader', { name: 'Person 101' })).toBeInTheDocument();
    await expect(within(table).queryByRole('alert')).toBeNull();
  },
};

/**
 * On a phone the same: cards for the rows at hand, card skeletons for the rest. (50,000 cards:
 * cards are measured as they are drawn, and a list that stays below the scaled height keeps each
 * screenshot the same from run to run.)
 */
export const PhoneRowsOnTheirWay: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { total: 50_000, held: [499] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Consultants' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '50000');
    const scroller = list.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(within(list).getAllByRole('listitem').some((card) => card.getAttribute('aria-posinset') === '50000')).toBe(true));
    const last = within(list).getAllByRole('listitem').find((card) => card.getAttribute('aria-posinset') === '50000') as HTMLElement;
    await expect(last).toHaveAttribute('aria-busy', 'true');
  },
};

/** On a phone, a failed page's card says why with Retry. */
export const PhonePageFails: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { total: 50_000, failing: [1] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Consultants' });
    const scroller = list.parentElement as HTMLElement;
    // Into the failed page (cards 101 to 200), whatever the cards measure.
    scroller.scrollTop = 142 * 130;
    await expect(await within(list).findByRole('alert')).toHaveTextContent('These rows could not be loaded.');
  },
};

/** Records heard live that the view gained: said above the table, the rows left as they are; Show them asks for the view afresh, from the top. */
export const NewRowsHeard: Story = {
  args: { newRows: 3 },
  play: async ({ canvas, canvasElement, args }) => {
    const scroller = scrollerOf(canvasElement);
    scroller.scrollTop = 53 * 40;
    await expect(canvas.getByRole('status')).toHaveTextContent('3 new since this list was loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Show them' }));
    await expect(args.onShowNew).toHaveBeenCalledOnce();
    await waitFor(() => expect(scroller.scrollTop).toBe(0));
  },
};

/** The same on a phone, above the cards. */
export const PhoneNewRowHeard: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { newRows: 1 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1 new since this list was loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Show it' }));
    await expect(args.onShowNew).toHaveBeenCalledOnce();
  },
};
