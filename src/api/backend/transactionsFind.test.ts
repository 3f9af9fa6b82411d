/**
 * POST /lists/transactions/find (issue 47): the command palette's people and ids among the
 * transactions, asked of the backend, from both stores alike.
 */
import { describe, expect, it } from 'vitest';
import { bothStores } from './bothStores';
import { transactionsFoundSchema } from '../schemas';
import { call, expectRefused, freshDb, seedDb } from './testing';


describe.each(bothStores)('POST /lists/transactions/find $store', ({ contextFor }) => {
  const find = (body: unknown) => {
    const db = freshDb();
    const answer = call(db, 'transactionsFind', body, {}, contextFor(db));
    expect(answer.response.status).toBe(200);
    return transactionsFoundSchema.parse(answer.response.body);
  };
  /** Worked out here from the seed: everyone who paid or was paid, and how often. */
  const countOf = (side: 'by' | 'to', name: string) => seedDb.transactions.filter((t) => (side === 'by' ? t.userRef : t.consultantRef)?.name.includes(name)).length;

  it('names the people who paid and were paid whose names match, each with the count the tab shows for them', () => {
    const payer = seedDb.transactions.find((t) => t.userRef)!.userRef!.name;
    const found = find({ q: payer.split(' ')[0]!.slice(0, 4), limit: 20 });
    const entry = found.people.find((person) => person.side === 'by' && person.name === payer);
    expect(entry?.count).toBe(countOf('by', payer));
    for (const person of found.people) expect(person.name.toLowerCase()).toContain(payer.split(' ')[0]!.slice(0, 4).toLowerCase());
  });

  it("looks only for payers when asked 'paid by', and only for payees when asked 'paid to'", () => {
    const payer = seedDb.transactions.find((t) => t.userRef)!.userRef!.name;
    const found = find({ q: `Paid by ${payer}` });
    expect(found.people).toEqual([{ name: payer, side: 'by', count: countOf('by', payer) }]);
    expect(find({ q: `paid to ${payer}` }).people.every((person) => person.side === 'to')).toBe(true);
    expect(find({ q: 'paid by ' }).people).toEqual([]);
  });

  it('finds transactions by the start of their id, four characters at least, in the order of their ids', () => {
    const ids = seedDb.transactions.map((t) => t._id).sort();
    const target = ids[7]!;
    expect(find({ q: target.slice(0, 6) }).transactions.map((t) => t._id)).toEqual(ids.filter((id) => id.startsWith(target.slice(0, 6))).slice(0, 4));
    expect(find({ q: target }).transactions.map((t) => t._id)).toEqual([target]);
    expect(find({ q: target.slice(0, 3) }).transactions).toEqual([]);
    expect(find({ q: `${target.slice(0, 4)}%` }).transactions).toEqual([]);
  });

  it('answers nothing for nothing typed, and refuses a search too long or too many asked', () => {
    expect(find({ q: '  ' })).toEqual({ people: [], transactions: [] });
    expectRefused(freshDb(), 'transactionsFind', { q: 'x'.repeat(201) }, 400, 'A search is at most 200 characters.');
    expectRefused(freshDb(), 'transactionsFind', { q: 'a', limit: 21 }, 400, 'At most 20 of each.');
    expectRefused(freshDb(), 'transactionsFind', { q: 'a', where: 1 }, 400);
  });
});
