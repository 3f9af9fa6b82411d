/** What many stories look for the same way a user does. */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tabHeading } from './fixtures';

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

/** The table row whose row header (or, failing that, a cell) reads `name` exactly. */
export function getRow(container: HTMLElement, name: string) {
  const scope = within(container);
  const cell = scope.queryAllByRole('rowheader', { name })[0] ?? scope.queryAllByRole('cell', { name })[0];
  const row = cell?.closest('tr');
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
