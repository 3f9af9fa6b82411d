/** Four eyes on money (issue 48) in words: what the backend answers and the page says, alike. */
import { formatRupees } from './format';
import { indianTime } from './indianTime';

/** Settle refused while new bank details wait: 'Bank details changed by Priya Nair at 1 Nov 2026, 3:30 pm IST are waiting for approval.' */
export const bankDetailsWaiting = (proposedByName: string, proposedAt: string) => `Bank details changed by ${proposedByName} at ${indianTime(proposedAt)} are waiting for approval.`;

/** Settle refused while a settlement of the same consultant waits for a second operator. */
export const settlementWaiting = (consultantName: string, amount: number, proposedByName: string, proposedAt: string) =>
  `A settlement of ${formatRupees(amount)} for ${consultantName}, proposed by ${proposedByName} at ${indianTime(proposedAt)}, is waiting for approval.`;

/** A settlement of more than `threshold` rupees waits for a second operator: compared in paise, as money is. */
export const waitsForApproval = (amount: number, threshold: number) => Math.round(amount * 100) > Math.round(threshold * 100);
