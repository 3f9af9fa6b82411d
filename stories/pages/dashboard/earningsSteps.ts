/** What the Earnings page stories share: the highest earner, the table, settling and searching as an operator does. */
import { userEvent, within } from 'storybook/test';
import seed from '../../../db.json';
import { findRow, screenOf } from '../../helpers';

/** The highest earner in the seed, worked out here rather than taken from the app. */
export const byEarnings = [...seed.consultants].filter((c) => Number(c.earnings) > 0).sort((a, b) => Number(b.earnings) - Number(a.earnings));
const highest = byEarnings[0];
if (!highest) throw new Error('db.json has no consultant with earnings');
export const top = highest;
/**
 * The highest earner a settlement pays at once: ₹1,00,000 at most (issue 48: above it, a second
 * operator approves first; EarningsApprovals.stories.tsx and Approvals.stories.tsx show that).
 */
export const SETTLE_APPROVAL_ABOVE = 100_000;
const paidAtOnce = byEarnings.find((c) => Number(c.earnings) <= SETTLE_APPROVAL_ABOVE);
if (!paidAtOnce) throw new Error('db.json has no consultant with earnings of ₹1,00,000 or less');
export const settledAtOnce = paidAtOnce;

export const table = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Earnings by consultant' });

/** Presses Settle Payment in the consultant's row and answers the confirmation dialog it opens. */
export async function openSettlement(canvasElement: HTMLElement, name: string) {
  const row = await findRow(await table(canvasElement), name);
  await userEvent.click(row.getByRole('button', { name: `Settle payment for ${name}` }));
  return within(await screenOf(canvasElement).findByRole('dialog', { name: 'Settle payment' }));
}

/** Only the rows in view are in the DOM: an operator looking for someone searches. */
export async function searchFor(canvasElement: HTMLElement, text: string) {
  const box = within(canvasElement).getByRole('searchbox', { name: 'Search this tab' });
  await userEvent.clear(box);
  await userEvent.type(box, text);
}
