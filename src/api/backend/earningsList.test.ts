/** The Earnings tab's list, a page at a time (issue 47): its filters, its figures, its sorts and its export, through `dispatch`. */
import { describe, expect, it } from 'vitest';
import { consultantSchema, type Consultant } from '../schemas';
import { approvedBankDetails, call, expectRefused, freshDb, listPage, makeContext } from './testing';
import type { Database } from './db';

const consultant = (name: string, isActive: boolean, earnings?: string): Consultant => ({
  _id: `id-${name}`,
  dataid: `CR${name}`,
  name,
  phoneNumber: `98765000${name.charCodeAt(0)}`,
  isActive,
  createdAt: `2026-0${(name.charCodeAt(0) % 9) + 1}-01T00:00:00.000Z`,
  ...(earnings === undefined ? {} : { earnings }),
});

function withConsultants(): Database {
  const db = freshDb();
  db.consultants = [consultant('A', true, '100.10'), consultant('B', false, '0'), consultant('C', false, '0.20'), consultant('D', true), consultant('E', true, 'abc')];
  return db;
}

const page = (db: Database, body: unknown) => listPage(db, 'earningsPage', consultantSchema, body);
const names = (rows: readonly Consultant[]) => rows.map((row) => row.name);

describe('POST /lists/earnings', () => {
  it('answers the most to settle first, with how many match and what is unsettled across how many, to the paisa', () => {
    const answer = page(withConsultants(), {});
    // Earnings that are missing or not a number come last.
    expect(names(answer.rows)).toEqual(['A', 'C', 'B', 'D', 'E']);
    expect(answer).toMatchObject({ total: 5, everything: 5, sums: { unsettled: 100.3, unsettledCount: 2 } });
  });

  it('keeps active or inactive consultants, or those with money to settle: zero, missing and N/A are settled', () => {
    const db = withConsultants();
    expect(names(page(db, { filters: { active: 'yes' } }).rows).sort()).toEqual(['A', 'D', 'E']);
    expect(names(page(db, { filters: { active: 'no' } }).rows).sort()).toEqual(['B', 'C']);
    const unsettled = page(db, { filters: { unsettled: 'yes' } });
    expect(names(unsettled.rows)).toEqual(['A', 'C']);
    expect(unsettled).toMatchObject({ total: 2, everything: 5, sums: { unsettled: 100.3, unsettledCount: 2 } });
    expect(page(db, { filters: { active: 'no', unsettled: 'yes' } }).sums).toEqual({ unsettled: 0.2, unsettledCount: 1 });
  });

  it('searches names, creator IDs and phone numbers, and sorts by the sortable columns', () => {
    const db = withConsultants();
    expect(names(page(db, { q: 'crc' }).rows)).toEqual(['C']);
    expect(names(page(db, { sort: { id: 'name', desc: true } }).rows)).toEqual(['E', 'D', 'C', 'B', 'A']);
    expect(names(page(db, { sort: { id: 'isActive', desc: false } }).rows.slice(0, 2)).sort()).toEqual(['B', 'C']);
    expect(page(db, { sort: { id: 'createdAt', desc: true } }).rows[0]?.name).toBe('E');
  });

  it('follows a settlement: the settled consultant moves and the figures are counted again', () => {
    const db = withConsultants();
    page(db, {});
    const settled = call(db, 'settlePayment', { dataid: 'CRA' }, {}, makeContext());
    expect(settled.response.status).toBe(200);
    const answer = page(settled.db, {});
    // Moved, not sorted again: after the consultant already at ₹0.
    expect(names(answer.rows)).toEqual(['C', 'B', 'A', 'D', 'E']);
    expect(answer.sums).toEqual({ unsettled: 0.2, unsettledCount: 1 });
  });

  it('answers the record as it is now after a change the list does not show (bank details), searched, filtered and sorted', () => {
    const db = withConsultants();
    // Every view asked once: their indexes and amounts are kept.
    for (const body of [{}, { q: 'a' }, { filters: { unsettled: 'yes' } }, { sort: { id: 'name', desc: false } }]) page(db, body);
    // Issue 48: proposed, the new details wait beside the current ones; approved, they are the current ones.
    const proposed = call(db, 'updateBankDetails', { dataid: 'CRA', bankDetails: 'Axis Bank A/C 1234' }, {}, makeContext());
    expect(proposed.response.status).toBe(200);
    const changed = { db: approvedBankDetails(db, 'CRA', 'Axis Bank A/C 1234') };
    for (const body of [{}, { q: 'a' }, { filters: { unsettled: 'yes' } }, { sort: { id: 'name', desc: false } }]) {
      expect(page(proposed.db, body).rows.find((row) => row.name === 'A')?.pendingBankDetails?.bankDetails).toBe('Axis Bank A/C 1234');
      const row = page(changed.db, body).rows.find((entry) => entry.name === 'A');
      expect(row?.bankDetails).toBe('Axis Bank A/C 1234');
      expect(row).not.toHaveProperty('pendingBankDetails');
    }
    expect(page(changed.db, { filters: { unsettled: 'yes' } })).toMatchObject({ total: 2, sums: { unsettled: 100.3, unsettledCount: 2 } });
    // Then a change the list shows: settled, A leaves Unsettled payment.
    const settled = call(changed.db, 'settlePayment', { dataid: 'CRA' }, {}, makeContext());
    expect(names(page(settled.db, { filters: { unsettled: 'yes' } }).rows)).toEqual(['C']);
    expect(page(settled.db, { q: 'a' }).rows.find((row) => row.name === 'A')?.earnings).toBe('0');
  });

  it('refuses what the tab does not offer, and answers 401 without a session', () => {
    const db = withConsultants();
    expectRefused(db, 'earningsPage', { sort: { id: 'bankDetails', desc: false } }, 400, 'Earnings cannot be sorted by bankDetails.');
    expectRefused(db, 'earningsPage', { filters: { earnings: '5' } }, 400, 'Earnings have no filter called earnings.');
    expect(call(db, 'earningsPage', {}, {}, makeContext({ requireAuth: true })).response.status).toBe(401);
  });
});

describe('POST /lists/earnings/export', () => {
  it('streams every matching consultant as CSV in the columns asked, with formula escaping', async () => {
    const db = withConsultants();
    db.consultants = [...db.consultants, consultant('=HYPERLINK("x")', true, '5')];
    const answer = call(db, 'earningsExport', { filters: { unsettled: 'yes' }, columns: [{ id: 'name', header: 'Name' }, { id: 'earnings', header: 'Realised earnings' }, { id: 'payment', header: 'Payment status' }] }, {}, makeContext());
    expect(answer.response.status).toBe(200);
    expect(answer.response.type).toBe('stream');
    expect(answer.response.headers?.['X-Total-Count']).toBe('3');
    const text = [...(answer.response.body as Iterable<string>)].join('');
    expect(text).toBe('\uFEFFName,Realised earnings,Payment status\r\nA,100.1,Unsettled\r\n"\'=HYPERLINK(""x"")",5,Unsettled\r\nC,0.2,Unsettled\r\n');
  });
});
