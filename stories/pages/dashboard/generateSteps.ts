/** Steps the Generate tab's page stories share: blank drafts, filling one in, and the toast that follows a save. */
import { expect, userEvent, waitFor } from 'storybook/test';
import { screenOf } from '../../helpers';

export type Canvas = ReturnType<typeof screenOf>;

/** The toaster's region reads `message` (it loads with the first toast). */
export async function toastSays(canvasElement: HTMLElement, message: string) {
  const region = await screenOf(canvasElement).findByRole('region', { name: /^Notifications/ });
  await waitFor(() => expect(region).toHaveTextContent(message));
}

/** Generates `count` blank drafts. */
export async function blanks(canvas: Canvas, count: number) {
  const field = await canvas.findByRole('textbox', { name: /Number of blank questions/ });
  await userEvent.clear(field);
  await userEvent.type(field, String(count));
  await userEvent.click(canvas.getByRole('button', { name: 'Generate blanks' }));
}

/** Fills in draft `number` ('Question N?', answers A1 to A4, the first correct), leaving out `skipAnswer`. */
export async function fill(canvas: Canvas, number: number, skipAnswer?: number) {
  await userEvent.type(canvas.getByRole('textbox', { name: `Text of question ${number}` }), `Question ${number}?`);
  for (const answer of [1, 2, 3, 4]) {
    if (answer !== skipAnswer) await userEvent.type(canvas.getByRole('textbox', { name: `Answer ${answer} of question ${number}` }), `A${answer}`);
  }
  await userEvent.click(canvas.getByRole('radio', { name: `Answer 1 of question ${number} is correct` }));
}

/** Dismisses the toast reading `message`, so what follows (and the screenshot) does not depend on how long it stays. */
export async function dismissToast(canvasElement: HTMLElement, message: string) {
  await userEvent.click(await screenOf(canvasElement).findByRole('button', { name: `Dismiss: ${message}` }));
  await waitFor(() => expect(screenOf(canvasElement).queryByRole('button', { name: `Dismiss: ${message}` })).toBeNull());
}
