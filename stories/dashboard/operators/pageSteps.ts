/** What the Operators page stories share: the tab as an admin reaches it, its rows and its toasts. */
import { expect, within } from 'storybook/test';
import type { Database } from '../../../src/api/backend/db';
import { tabHeading } from '../../fixtures';
import { findRow, notifications } from '../../helpers';

export const OPERATORS_PATH = '/dashboard/operators';

/** The seed's operators with sign-ins on record (the seed has none): Aarav and Priya signed in in November 2025. */
export function withSignIns(db: Database): void {
  db.operators = db.operators.map((operator, index) =>
    index === 0 ? { ...operator, lastSignInAt: '2025-11-03T04:15:00.000Z' } : index === 1 ? { ...operator, lastSignInAt: '2025-11-02T13:33:00.000Z' } : operator,
  );
}

/** The Operators tab once its list has come: the row of `name`. */
export async function operatorRow(canvasElement: HTMLElement, name: string) {
  await within(canvasElement).findByRole('heading', { level: 1, name: tabHeading('Operators') });
  return findRow(canvasElement, name);
}

/** The toast that says `text`. */
export async function expectToast(canvasElement: HTMLElement, text: string) {
  await expect(await (await notifications(canvasElement)).findByText(text)).toBeVisible();
}
