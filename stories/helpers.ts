/** What many stories look for the same way a user does. */
import { within } from 'storybook/test';

/** The toaster loads with the first toast, so its region is awaited. */
export async function notifications(canvasElement: HTMLElement) {
  return within(await within(canvasElement.ownerDocument.body).findByRole('region', { name: /^Notifications/ }));
}

/** A dialog is portalled to the body, outside the story's canvas. */
export function screenOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** The table row whose cell reads `name` exactly. */
export async function findRow(container: HTMLElement, name: string) {
  const cell = await within(container).findByRole('cell', { name });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row holds the cell ${name}`);
  return within(row);
}
