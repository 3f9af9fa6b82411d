/**
 * Lists asked a page at a time (issue 47), through `dispatch`: the transactions' and the
 * activity log's page and export calls, each against both stores (in memory, and SQLite as the
 * backend keeps a year), which must answer alike.
 */
import { describe, expect, it } from 'vitest';
import { bothStores } from './bothStores';
import { activityRecordSchema, listPageSchema, transactionSchema, type Transaction } from '../schemas';
import { call, expectRefused, freshDb, makeContext, seedDb, signIn } from './testing';
import type { Database } from './db';


describe.each(bothStores)('lists $store', ({ contextFor }) => {
  const listCall = (db: Database, name: 'transactionsPage' | 'transactionsExport' | 'activityPage', body: unknown) => call(db, name, body, {}, contextFor(db));
  const pageOf = (body: unknown) => listPageSchema(transactionSchema).parse(body);
  const page = (body: unknown, db: Database = freshDb()) => pageOf(listCall(db, 'transactionsPage', body).response.body);

  /** Written out here rather than taken from the code under test: newest first, by the timestamps' instants. */
  const newestFirst = [...seedDb.transactions].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  const paise = (rows: readonly Transaction[]) => rows.reduce((sum, t) => sum + Math.round(t.amount * 100), 0) / 100;

  /** A data set of `count` transactions, each from a user to a consultant named by its number. */
  function many(count: number): Database {
    const db = freshDb();
    db.transactions = Array.from({ length: count }, (_, index) => ({
      _id: `t${String(index).padStart(7, '0')}`,
      userRef: { name: `User ${index % 100}`, profilePicUrl: '' },
      consultantRef: { name: `Consultant ${index % 7}`, profilePicUrl: '' },
      amount: (index % 50) * 10 + 0.5,
      type: index % 3 === 0 ? 'video' : 'chat',
      timestamp: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
    }));
    return db;
  }

  describe('POST /lists/transactions', () => {
    it('answers the first page newest first, with the total, the list\'s size and the sum of every matching amount', () => {
      const answer = page({ limit: 10 });
      expect(answer.rows.map((t) => t._id)).toEqual(newestFirst.slice(0, 10).map((t) => t._id));
      expect(answer).toMatchObject({ offset: 0, total: seedDb.transactions.length, everything: seedDb.transactions.length, sums: { amount: paise(seedDb.transactions) } });
    });

    it('answers any page of the view, the last one short', () => {
      const db = many(1005);
      const last = page({ offset: 1000, limit: 100 }, db);
      expect(last.rows).toHaveLength(5);
      // Newest first: the five oldest, in descending order.
      expect(last.rows.map((t) => t._id)).toEqual(['t0000004', 't0000003', 't0000002', 't0000001', 't0000000']);
      expect(page({ offset: 5000 }, db).rows).toEqual([]);
    });

    it('sorts by each column it offers, both ways, with names in a numeric, case-blind order', () => {
      const db = many(30);
      const byAmount = page({ sort: { id: 'amount', desc: false }, limit: 200 }, db).rows.map((t) => t.amount);
      expect(byAmount).toEqual([...byAmount].sort((a, b) => a - b));
      const users = page({ sort: { id: 'user', desc: false }, limit: 3 }, db).rows.map((t) => t.userRef?.name);
      expect(users).toEqual(['User 0', 'User 1', 'User 2']);
      const lastUsers = page({ sort: { id: 'user', desc: true }, limit: 1 }, db).rows.map((t) => t.userRef?.name);
      expect(lastUsers).toEqual(['User 29']);
      expect(page({ sort: { id: 'timestamp', desc: false }, limit: 1 }, db).rows[0]?._id).toBe('t0000000');
      expect(page({ sort: { id: 'type', desc: true }, limit: 1 }, db).rows[0]?.type).toBe('video');
    });

    it('narrows by Paid By, Paid To and the header search together, every word in its field, and adds up what is left', () => {
      const db = many(700);
      const answer = page({ q: 'video', filters: { by: 'user 1', to: 'consultant 3' }, limit: 200 }, db);
      // 'user 1' is two words, each somewhere in the name: User 1, User 10 to 19, User 21...
      const hasWords = (name: string, words: string[]) => words.every((word) => name.toLowerCase().includes(word));
      const expected = db.transactions.filter((t) => t.type === 'video' && hasWords(t.userRef!.name, ['user', '1']) && hasWords(t.consultantRef!.name, ['consultant', '3']));
      expect(answer.total).toBe(expected.length);
      expect(answer.total).toBeGreaterThan(0);
      expect(new Set(answer.rows.map((t) => t._id))).toEqual(new Set(expected.map((t) => t._id)));
      expect(answer.sums.amount).toBe(paise(expected));
      expect(answer.everything).toBe(700);
    });

    it('takes any text as a search, quotes and the words of a search syntax included', () => {
      const db = many(50);
      expect(page({ q: 'us"er' }, db).total).toBe(0);
      expect(page({ q: 'user AND OR NEAR( * "' }, db).total).toBe(0);
      // A quote is a character like any other: no record has one.
      expect(page({ q: '"user"' }, db).total).toBe(0);
      expect(page({ q: 'user' }, db).total).toBe(50);
      expect(page({ filters: { to: 'consultant NOT 3' } }, db).total).toBe(0);
    });

    it('answers one record alone, or none, when a record is asked for', () => {
      const one = seedDb.transactions[3]!;
      expect(page({ record: one._id }).rows).toEqual([one]);
      expect(page({ record: 'nope' })).toMatchObject({ rows: [], total: 0, everything: seedDb.transactions.length });
    });

    it('sees a change at once: a new list is a new view', () => {
      const db = many(10);
      expect(page({}, db).total).toBe(10);
      const grown = { ...db, transactions: [...db.transactions, { ...db.transactions[0]!, _id: 'new' }] };
      expect(page({}, grown).total).toBe(11);
      expect(page({}, db).total).toBe(10);
    });

    it('refuses a sort or filter it does not offer, an oversized page and unknown fields, with a reason', () => {
      expectRefused(freshDb(), 'transactionsPage', { sort: { id: 'profilePicUrl', desc: false } }, 400, 'Transactions cannot be sorted by profilePicUrl.');
      expectRefused(freshDb(), 'transactionsPage', { filters: { where: 'x' } }, 400, 'Transactions have no filter called where.');
      expectRefused(freshDb(), 'transactionsPage', { limit: 201 }, 400, 'A page is at most 200 rows.');
      expectRefused(freshDb(), 'transactionsPage', { offset: -1 }, 400);
      expectRefused(freshDb(), 'transactionsPage', { q: 'x'.repeat(201) }, 400, 'A search is at most 200 characters.');
      expectRefused(freshDb(), 'transactionsPage', { select: '*' }, 400);
    });

    it('takes no name of an object\'s own machinery for a sort, a filter or a column', () => {
      for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
        expectRefused(freshDb(), 'transactionsPage', { sort: { id: name, desc: false } }, 400, `Transactions cannot be sorted by ${name}.`);
        // A JSON key '__proto__' never becomes a filter (the parsed record does not keep it): nothing is narrowed.
        if (name === '__proto__') expect(page(JSON.parse(`{"filters":{"__proto__":"x"}}`)).total).toBe(seedDb.transactions.length);
        else expectRefused(freshDb(), 'transactionsPage', { filters: { [name]: '2026-01-01' } }, 400);
        expectRefused(freshDb(), 'transactionsExport', { columns: [{ id: name, header: 'x' }] }, 400, `Transactions have no column called ${name} to export.`);
      }
    });

    it('needs a session', () => {
      const { db, context } = signIn();
      expect(call(db, 'transactionsPage', {}, {}, context).response.status).toBe(401);
    });
  });

  describe('POST /lists/transactions/export', () => {
    const columns = [
      { id: 'user', header: 'Paid by (user)' },
      { id: 'amount', header: 'Amount' },
      { id: 'timestamp', header: 'Timestamp' },
    ];
    const csvOf = (body: unknown, db: Database = freshDb()) => {
      const { response } = listCall(db, 'transactionsExport', body);
      expect(response.status).toBe(200);
      expect(response.type).toBe('stream');
      return { chunks: [...(response.body as Iterable<string>)], headers: response.headers };
    };

    it('streams every matching transaction, in the view\'s order, with the headers asked for, a chunk at a time', () => {
      const db = many(2500);
      const { chunks, headers } = csvOf({ columns, filters: { to: 'Consultant 2' } }, db);
      const expected = db.transactions.filter((t) => t.consultantRef!.name === 'Consultant 2').reverse();
      expect(headers).toMatchObject({ 'Content-Type': 'text/csv; charset=utf-8', 'X-Total-Count': String(expected.length) });
      // The header line, then batches of at most 1,000 rows.
      expect(chunks.length).toBe(1 + Math.ceil(expected.length / 1000));
      const lines = chunks.join('').split('\r\n');
      expect(lines[0]).toBe('\uFEFFPaid by (user),Amount,Timestamp');
      expect(lines.slice(1, -1)).toEqual(expected.map((t) => `${t.userRef!.name},${t.amount},${t.timestamp}`));
      expect(lines.at(-1)).toBe('');
    });

    it('escapes a name a spreadsheet would run as a formula', () => {
      const db = many(1);
      db.transactions = [{ ...db.transactions[0]!, userRef: { name: '=HYPERLINK("http://x")', profilePicUrl: '' } }];
      const lines = csvOf({ columns }, db).chunks.join('').split('\r\n');
      expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/x""\)",/);
    });

    it('reads rows only as they are asked for', () => {
      const db = many(5000);
      const { response } = listCall(db, 'transactionsExport', { columns });
      const iterator = (response.body as Iterable<string>)[Symbol.iterator]();
      expect(iterator.next().value).toMatch(/^\uFEFF/);
      const second: IteratorResult<string> = iterator.next();
      expect(String(second.value).split('\r\n')).toHaveLength(1001);
      // A caller that goes away stops the reading.
      expect(iterator.return?.(undefined).done).toBe(true);
    });

    it('refuses an unknown column, no columns, or a sort it does not offer', () => {
      expectRefused(freshDb(), 'transactionsExport', { columns: [{ id: 'secret', header: 'x' }] }, 400, 'Transactions have no column called secret to export.');
      expectRefused(freshDb(), 'transactionsExport', { columns: [] }, 400, 'Choose at least one column to export.');
      expectRefused(freshDb(), 'transactionsExport', { columns, sort: { id: 'nope', desc: true } }, 400);
    });

    it('needs a session', () => {
      const context = makeContext({ requireAuth: true });
      expect(call(freshDb(), 'transactionsExport', { columns }, {}, context).response.status).toBe(401);
    });
  });

  describe('POST /lists/activity', () => {
    const activityPage = (body: unknown, db: Database) => listPageSchema(activityRecordSchema).parse(listCall(db, 'activityPage', body).response.body);
    /** Three operators' records over three days in India, the newest last. */
    function logged(): Database {
      const db = freshDb();
      const at = ['2026-11-01T20:00:00.000Z', '2026-11-02T05:00:00.000Z', '2026-11-03T05:00:00.000Z'];
      db.activity = at.flatMap((time, day) =>
        ['Aarav Mehta', 'Priya Nair', 'Rohan Iyer'].map((operator, index) => ({
          _id: `a${day}${index}`,
          at: time,
          operatorId: `op${index}`,
          operator,
          action: index === 0 ? 'settlePayment' : 'verifyConsultant',
          target: { kind: 'consultant', id: `c${index}`, name: `Consultant ${index}` },
          changes: [],
          detail: null,
        })),
      );
      return db;
    }

    it('answers newest first, with the operators and actions of the whole log as the filters\' choices', () => {
      const answer = activityPage({ limit: 3 }, logged());
      expect(answer.rows.every((record) => record.at === '2026-11-03T05:00:00.000Z')).toBe(true);
      expect(answer.facets).toEqual({ operator: ['Aarav Mehta', 'Priya Nair', 'Rohan Iyer'], action: ['settlePayment', 'verifyConsultant'] });
    });

    it('narrows by operator, action and record exactly, and by days in India', () => {
      const db = logged();
      expect(activityPage({ filters: { operator: 'Priya Nair' } }, db).total).toBe(3);
      expect(activityPage({ filters: { operator: 'Priya' } }, db).total).toBe(0);
      expect(activityPage({ filters: { action: 'settlePayment', about: 'c0' } }, db).total).toBe(3);
      // 20:00 UTC on 1 Nov is 2 Nov in India.
      expect(activityPage({ filters: { from: '2026-11-02', to: '2026-11-02' } }, db).total).toBe(6);
      expect(activityPage({ filters: { to: '2026-11-01' } }, db).total).toBe(0);
      // A day range keeps the view's order, whichever way (SQLite reads it as a range of the time's index).
      const toNov2 = activityPage({ filters: { to: '2026-11-02' } }, db).rows.map((record) => record.at);
      expect(toNov2).toEqual([...toNov2].sort().reverse());
      expect(toNov2.every((at) => at < '2026-11-02T18:30:00.000Z')).toBe(true);
      const fromNov2 = activityPage({ filters: { from: '2026-11-02' }, sort: { id: 'at', desc: false } }, db).rows.map((record) => record.at);
      expect(fromNov2).toEqual([...fromNov2].sort());
      expect(fromNov2.every((at) => at >= '2026-11-01T18:30:00.000Z')).toBe(true);
    });

    it('refuses a day that is not one', () => {
      expectRefused(logged(), 'activityPage', { filters: { from: 'yesterday' } }, 400, 'The from day must be written as YYYY-MM-DD.');
    });
  });
});
