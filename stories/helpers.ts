/** What many stories look for the same way a user does. */
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_OTP } from '../src/api/mocks';
import { operatorNationalNumber, tabHeading } from './fixtures';

/** The toaster loads with the first toast, so its region is awaited. */
export async function notifications(canvasElement: HTMLElement) {
  return within(await within(canvasElement.ownerDocument.body).findByRole('region', { name: /^Notifications/ }));
}

/** A dialog is portalled to the body, outside the story's canvas. */
export function screenOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/**
 * A back-office tab's list while it loads: the tab first (its code loads lazily, behind a route
 * spinner that also says 'Loading…'), then the list's own 'Loading…'.
 */
export async function tabListLoading(canvasElement: HTMLElement, tab: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading(tab) })).toBeVisible();
  await expect(await canvas.findByRole('status')).toHaveTextContent('Loading…');
}

/**
 * The table row whose row header (or, failing that, a cell) reads `name` exactly; on a phone,
 * the card of that name, or holding that text (issue 26).
 */
export function getRow(container: HTMLElement, name: string) {
  const scope = within(container);
  const cell = scope.queryAllByRole('rowheader', { name })[0] ?? scope.queryAllByRole('cell', { name })[0];
  const row = cell?.closest('tr') ?? scope.queryAllByRole('article', { name })[0] ?? scope.queryAllByText(name, { exact: true })[0]?.closest('article');
  if (!row) throw new Error(`No row holds a cell reading ${name}`);
  return within(row);
}

/** getRow, once the row has appeared. */
export async function findRow(container: HTMLElement, name: string) {
  return waitFor(() => getRow(container, name));
}

/**
 * The Loading, Empty and Error stories every tab table has, driven by its status props: the
 * spinner, the empty words, and the reason with a Retry that calls onRetry.
 */
export function tableStateStories({ empty, error }: { empty: string; error: string }) {
  return {
    Loading: {
      args: { status: 'loading' as const, rows: [] },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
      },
    },
    Empty: {
      args: { status: 'empty' as const, rows: [] },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expect(within(canvasElement).getByText(empty)).toBeVisible();
      },
    },
    Error: {
      args: { status: 'error' as const, rows: [], error },
      play: async ({ canvasElement, args }: { canvasElement: HTMLElement; args: { onRetry?: (() => void) | undefined } }) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByRole('alert')).toHaveTextContent(error);
        await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
        await expect(args.onRetry).toHaveBeenCalledOnce();
      },
    },
  };
}

/**
 * A list on a phone (issue 26): one card per row instead of a table, and nothing wider than
 * the screen, the cards' actions included.
 */
export async function expectCards(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('table')).toBeNull();
  const cards = await canvas.findAllByRole('article');
  await expect(cards.length).toBeGreaterThan(0);
  const view = canvasElement.ownerDocument.defaultView;
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(view?.innerWidth ?? 0);
  for (const control of within(cards[0]!).queryAllByRole('button')) await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(view?.innerWidth ?? 0);
  return cards;
}

/**
 * Issue 26, at a laptop's width (the story's viewport): no table of the page scrolls sideways,
 * and every control in its rows sits inside the table's box, so no action needs a scroll.
 */
export async function expectEveryActionInView(canvasElement: HTMLElement) {
  const tables = await within(canvasElement).findAllByRole('table');
  for (const table of tables) {
    const scroller = table.parentElement!;
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const right = scroller.getBoundingClientRect().right;
    for (const control of table.querySelectorAll('tbody :is(button, a, input, select, textarea)')) await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  }
}

/** Signs in again on /login2 as the seed's first operator with the mock code; the app goes back to where it was. */
export async function signInAgain(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Phone number' }), operatorNationalNumber);
  await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
  await userEvent.click(await canvas.findByRole('textbox', { name: 'Digit 1 of 6' }));
  await userEvent.keyboard(MOCK_OTP);
  await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
}

/** The element a virtualised table scrolls in: setting its scrollTop is the operator's scroll (a jump to the end). */
export const scrollerOf = (table: HTMLElement) => table.parentElement as HTMLElement;

/** The row the table says is at `ariaRowIndex` (the header is 1), if it is rendered. */
export const rowAtIndex = (table: HTMLElement, ariaRowIndex: number) => within(table).queryAllByRole('row').find((row) => row.getAttribute('aria-rowindex') === String(ariaRowIndex));

/**
 * Export CSV's file caught instead of downloaded: each file the page hands the browser, and
 * `restore` to let downloads be again (call it in a finally).
 */
export function catchDownloads() {
  const files: Blob[] = [];
  const made = spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    files.push(file as Blob);
    return 'blob:story-export';
  });
  const clicked = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return {
    files,
    clicked,
    restore: () => {
      made.mockRestore();
      clicked.mockRestore();
    },
  };
}
