/** What the command palette's page stories share: opening it as an operator does, by key or on a phone by the header's button. */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tabHeading } from '../../fixtures';
import { screenOf } from '../../helpers';

/** The palette's search box's name. */
export const PALETTE_INPUT = 'Find a tab, a record or a recent action';

/** Waits for the tab, then presses Ctrl+K and answers the palette that opens. */
export async function openPalette(canvasElement: HTMLElement, tab = 'Dashboard') {
  await within(canvasElement).findByRole('heading', { level: 1, name: tabHeading(tab) });
  await userEvent.keyboard('{Control>}k{/Control}');
  const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Search everything' }));
  await waitFor(() => expect(dialog.getByRole('combobox', { name: PALETTE_INPUT })).toHaveFocus());
  return dialog;
}

/** On a phone: waits for the Dashboard, taps the header's 'Search everything' and types `text` into the palette that opens. */
export async function typeInPaletteOnAPhone(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: tabHeading('Dashboard') });
  await userEvent.click(canvas.getByRole('button', { name: 'Search everything' }));
  const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Search everything' }));
  await userEvent.type(dialog.getByRole('combobox', { name: PALETTE_INPUT }), text);
  return dialog;
}

/** Waits for the palette to close (on a choice). */
export const closed = (canvasElement: HTMLElement) => waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
