/**
 * What the stories of four eyes share (issue 48): changes waiting for approval made from the seed
 * (Priya Nair, finance, proposed them), and other operators acting straight on the mock backend,
 * signed in as themselves, as from another browser.
 */
import { expect } from 'storybook/test';
import seed from '../../../db.json';
import type { Database } from '../../../src/api/backend/db';
import { MOCK_OTP } from '../../../src/api/mocks';
import { findRoute, routeUrl } from '../../../src/api/mocks/handlers';
import type { Approval } from '../../../src/api/schemas';

const byName = (name: string) => {
  const found = seed.consultants.find((c) => c.name === name);
  if (!found) throw new Error(`db.json lacks ${name}`);
  return found;
};
export const [aarav, priya] = [seed.operators[0]!, seed.operators[1]!];
/** New bank details wait for this consultant (bank details set, earnings under ₹1,00,000). */
export const newBankFor = byName('Pooja Ghosh');
export const NEW_BANK_DETAILS = 'HDFC Bank\nA/C 50100012345678\nIFSC HDFC0001234\nName: Pooja Ghosh';
/** A settlement above ₹1,00,000 waits for this one. */
export const largeSettlementFor = byName('Kritika Bose');

/** Before the stories' fixed clock (3 Nov 2026, 3:00 pm IST): 2:15 pm and 2:35 pm IST. */
const PROPOSED_AT = ['2026-11-03T08:45:00.000Z', '2026-11-03T09:05:00.000Z'] as const;

/** The seed with Priya's two proposals waiting, as the backend records them: the approvals, and their copies on the consultants. */
export function withWaitingApprovals(db: Database, proposer: { _id: string; name: string } = priya): Database {
  const proposal = (consultant: typeof newBankFor, at: string, id: string) => ({
    _id: id,
    consultantId: consultant._id,
    dataid: consultant.dataid,
    consultantName: consultant.name,
    proposedBy: proposer._id,
    proposedByName: proposer.name,
    proposedAt: at,
    status: 'waiting' as const,
    version: 0,
  });
  const bank: Approval = { ...proposal(newBankFor, PROPOSED_AT[0], 'approval-bank-0001'), kind: 'bankDetails', before: newBankFor.bankDetails ?? '', after: NEW_BANK_DETAILS };
  const settlement: Approval = {
    ...proposal(largeSettlementFor, PROPOSED_AT[1], 'approval-settle-001'),
    kind: 'settlement',
    amount: largeSettlementFor.earnings!,
    bankDetails: largeSettlementFor.bankDetails ?? '',
    idempotencyKey: 'story-large-settle-0001',
  };
  const copy = (approval: Approval) => ({ approvalId: approval._id, proposedBy: approval.proposedBy, proposedByName: approval.proposedByName, proposedAt: approval.proposedAt });
  return {
    ...db,
    approvals: [bank, settlement],
    consultants: db.consultants.map((c) => {
      if (c._id === newBankFor._id) return { ...c, version: (c.version ?? 0) + 1, pendingBankDetails: { ...copy(bank), bankDetails: NEW_BANK_DETAILS } };
      if (c._id === largeSettlementFor._id) return { ...c, version: (c.version ?? 0) + 1, pendingSettlement: { ...copy(settlement), amount: largeSettlementFor.earnings! } };
      return c;
    }),
  };
}

/** A call straight to the mock backend, with the cookie of whoever signed in last through it. */
export const post = (name: Parameters<typeof findRoute>[0], body: unknown, headers: Record<string, string> = {}) =>
  fetch(routeUrl(findRoute(name)), { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** Signs `operator` in on the mock backend: calls from then on are theirs (its cookie). */
export async function signInAs(operator: { phoneNumber: string }) {
  const login = { countryCode: '+91', phoneNumber: operator.phoneNumber.replace('+91', '') };
  await post('sendOtp', login);
  await expect((await post('verifyOtp', { ...login, otp: MOCK_OTP })).status).toBe(200);
}

/**
 * `operator` approves what waits for the consultant, from another browser. The mock backend keeps
 * one cookie for the page and these calls: the stories' operator (Aarav) is signed in again after,
 * so the page's own calls stay theirs.
 */
export async function approveAs(operator: { phoneNumber: string }, consultant: { dataid: string }) {
  await signInAs(operator);
  const { approvals } = (await (await post('approvals', {})).json()) as { approvals: Approval[] };
  const waiting = approvals.find((approval) => approval.dataid === consultant.dataid);
  if (!waiting) throw new Error(`Nothing waits for ${consultant.dataid}`);
  await expect((await post('approveChange', { approvalId: waiting._id })).status).toBe(200);
  await signInAs(aarav);
}
