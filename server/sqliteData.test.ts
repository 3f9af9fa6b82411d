// @vitest-environment node
/**
 * The SQLite working copy (issue 47): the backend served from a .sqlite file made from the
 * seed. The lists (transactions, activity, chat messages) are read from their tables, never
 * held in memory; every change is in the file before the call answers; the answers are the
 * JSON working copy's.
 */
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server as mswServer } from '@/api/mocks/node';
import { databaseSchema, type Database } from '@/api/backend/db';
import { activityList } from '@/api/backend/activityList';
import { transactionsList } from '@/api/backend/transactions';
import type { ListSpec, ListStore } from '@/api/backend/lists';
import { createApp } from './app';
import { SEED_DB_PATH } from './paths';
import { openSqliteFile, openSqliteWorkingCopy } from './sqliteData';
import { sqliteListStore } from './sqliteLists';
import { readDatabaseFile, resetWorkingCopy } from './workingCopy';

const OTP = '123456';
const LOGIN = { countryCode: '+91', phoneNumber: '9876500001' };
const seed: Database = databaseSchema.parse(JSON.parse(fs.readFileSync(SEED_DB_PATH, 'utf8')));
const dirs: string[] = [];

beforeEach(() => {
  mswServer.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function newFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'consult-sqlite-'));
  dirs.push(dir);
  const file = path.join(dir, 'db.sqlite');
  resetWorkingCopy(SEED_DB_PATH, file);
  return file;
}

/** createApp over `file` on a free port, signed in as the seed's first operator. */
async function start(file: string) {
  const httpServer: Server = createServer();
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  const made = createApp({ dbFile: file, uploadsDir: path.join(path.dirname(file), 'uploads'), publicUrl: base, corsOrigins: [], fixedOtp: OTP, requireAuth: true, logRequests: false, log: () => {} });
  httpServer.on('request', made.app);
  const call = (urlPath: string, body: unknown, headers: Record<string, string> = {}) => fetch(`${base}${urlPath}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  expect((await call('/auth/send-otp', LOGIN)).status).toBe(200);
  const { token } = (await (await call('/auth/verify-otp', { ...LOGIN, otp: OTP })).json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  return {
    made,
    post: async <T,>(urlPath: string, body: unknown = {}) => {
      const response = await call(urlPath, body, auth);
      return { status: response.status, body: (await response.json()) as T };
    },
    close: () =>
      new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        made.close();
      }),
  };
}

describe('the backend on a SQLite working copy', () => {
  it('reads the lists from their tables, not from memory, and answers as the seed has them', async () => {
    const backend = await start(newFile());
    const held = backend.made.router.db.getState();
    expect(held.transactions).toEqual([]);
    expect(held.chatMessages).toEqual([]);
    expect(held.consultants).toHaveLength(seed.consultants.length);

    // SPEC.md's call, streamed from the table: every transaction in the seed's order.
    const all = await backend.post<{ transactions: { _id: string }[] }>('/transactions2');
    expect(all.status).toBe(200);
    expect(all.body.transactions.map((t) => t._id)).toEqual(seed.transactions.map((t) => t._id));
    const page = await backend.post<{ rows: { amount: number }[]; total: number; sums: { amount: number } }>('/lists/transactions', { sort: { id: 'amount', desc: true }, limit: 3 });
    expect(page.body.total).toBe(seed.transactions.length);
    expect(page.body.rows.map((row) => row.amount)).toEqual(seed.transactions.map((t) => t.amount).sort((a, b) => b - a).slice(0, 3));
    expect(page.body.sums.amount).toBeCloseTo(seed.transactions.reduce((sum, t) => sum + t.amount, 0), 2);

    // A room's history through the room's index, oldest first.
    const room = seed.chatRooms.find((candidate) => seed.chatMessages.some((message) => message.roomid === candidate.roomid))!;
    const thread = await backend.post<{ messagecontent: string; createdat: string }[]>('/api/chat-messages', { roomid: room.roomid });
    const expected = seed.chatMessages.filter((message) => message.roomid === room.roomid).sort((a, b) => Date.parse(a.createdat) - Date.parse(b.createdat));
    expect(thread.body.map((message) => message.messagecontent)).toEqual(expected.map((message) => message.messagecontent));
    await backend.close();
  });

  it('writes a change to the file before answering: a new start finds it, with its activity record', async () => {
    const file = newFile();
    const first = await start(file);
    const consultant = seed.consultants.find((candidate) => candidate.isActive === false) ?? seed.consultants[0]!;
    const verify = consultant.isActive ? '/unverify_consultant' : '/verify_consultant';
    expect((await first.post(verify, { dataid: consultant.dataid })).status).toBe(200);
    expect((await first.post('/update_bank_details', { dataid: consultant.dataid, bankDetails: 'HDFC A/C 12345678' })).status).toBe(200);
    // Not closed: what a crash would leave.
    const second = await start(file);
    // Issue 48: proposed, waiting for approval: on the consultant and in the approvals.
    const earnings = await second.post<{ consultants: { dataid: string; pendingBankDetails?: { bankDetails: string } }[] }>('/earnings_dashboard');
    expect(earnings.body.consultants.find((entry) => entry.dataid === consultant.dataid)?.pendingBankDetails?.bankDetails).toBe('HDFC A/C 12345678');
    const approvals = await second.post<{ approvals: { dataid: string; after: string }[] }>('/approvals');
    expect(approvals.body.approvals).toEqual([expect.objectContaining({ dataid: consultant.dataid, after: 'HDFC A/C 12345678' })]);

    // The log is in its table: the record's history, the palette's recent actions, and SPEC.md's whole log.
    const history = await second.post<{ rows: { action: string; operator: string }[] }>('/lists/activity', { filters: { about: consultant._id } });
    expect(history.body.rows.map((row) => row.action)).toEqual(['updateBankDetails', verify === '/verify_consultant' ? 'verifyConsultant' : 'unverifyConsultant']);
    expect(history.body.rows[0]!.operator).toBe('Aarav Mehta');
    const operatorId = seed.operators.find((operator) => operator.name === 'Aarav Mehta')!._id;
    const recent = await second.post<{ action: string }[]>('/activity_log/recent', { operatorId, limit: 5 });
    expect(recent.body.map((record) => record.action)).toEqual(['updateBankDetails', history.body.rows[1]!.action]);
    const log = await second.post<{ action: string }[]>('/activity_log');
    expect(log.body.map((record) => record.action)).toContain('updateBankDetails');

    // Already so: the answer names who made it so, from the stored log.
    const again = await second.post<{ message: string }>(verify, { dataid: consultant.dataid });
    expect(again.body.message).toMatch(/was already (active|inactive): you made them \1 at .* IST\.$/);
    await first.close();
    await second.close();
    expect(readDatabaseFile(file).consultants.find((entry) => entry.dataid === consultant.dataid)?.pendingBankDetails?.bankDetails).toBe('HDFC A/C 12345678');
    expect(readDatabaseFile(file).approvals.map((approval) => approval.status)).toEqual(['waiting']);
  });

  it('answers a change once its WAL is on the disk: one fdatasync for the changes committed while the one before ran, a refusal said', async () => {
    const copy = openSqliteWorkingCopy(newFile());
    const synced = vi.spyOn(fs, 'fdatasync');
    try {
      const record = (index: number) => ({ _id: `d${index}`, at: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString(), operatorId: null, operator: 'Aarav Mehta', action: 'settlePayment', target: null, changes: [], detail: null });
      let held = copy.data;
      // Nothing committed: nothing to wait for.
      await copy.durable();
      expect(synced).not.toHaveBeenCalled();
      held = copy.commit(held, { ...held, activity: [record(1)] });
      const first = copy.durable();
      // Committed while the first sync runs: they share the next one.
      held = copy.commit(held, { ...held, activity: [record(2)] });
      const second = copy.durable();
      held = copy.commit(held, { ...held, activity: [record(3)] });
      const third = copy.durable();
      await Promise.all([first, second, third]);
      expect(synced).toHaveBeenCalledTimes(2);
      await copy.durable();
      expect(synced).toHaveBeenCalledTimes(2);
      synced.mockImplementationOnce((_fd, callback) => callback(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' })));
      copy.commit(held, { ...held, activity: [record(4)] });
      await expect(copy.durable()).rejects.toThrow('EIO');
      // The next change syncs again.
      await copy.durable();
      expect(synced).toHaveBeenCalledTimes(4);
    } finally {
      synced.mockRestore();
      copy.close();
    }
  });

  it('merges a text index a step after each change rather than all at once in one commit: its segments stay few', () => {
    const file = newFile();
    const copy = openSqliteWorkingCopy(file);
    const record = (index: number) => ({ _id: `m${index}`, at: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString(), operatorId: null, operator: `Operator ${index}`, action: 'settlePayment', target: null, changes: [], detail: `Settled payment number ${index}` });
    let held = copy.data;
    for (let index = 0; index < 40; index += 1) held = copy.commit(held, { ...held, activity: [record(index)] });
    const db = openSqliteFile(file);
    try {
      expect(db.prepare("SELECT v FROM list_activity_text_config WHERE k = 'automerge'").get()).toEqual({ v: 0 });
      // One segment a change, unless merged: 40 changes leave a handful.
      const segments = (db.prepare('SELECT count(DISTINCT segid) AS n FROM list_activity_text_idx').get() as { n: number }).n;
      // Merged as it goes: 4 here; left to pile up (no steps, automerge off), 10.
      expect(segments).toBeLessThanOrEqual(5);
      expect(copy.lists.page(activityList, { q: 'number 37', filters: {}, sort: null, record: '', offset: 0, limit: 10 }).rows.map((row) => row._id)).toEqual(['m37']);
    } finally {
      db.close();
      copy.close();
    }
  });

  it('lets an export read on while calls write (a scan reads through a connection of its own)', () => {
    const copy = openSqliteWorkingCopy(newFile());
    const record = (index: number) => ({ _id: `a${index}`, at: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString(), operatorId: null, operator: 'Aarav Mehta', action: 'settlePayment', target: null, changes: [], detail: null });
    let held = copy.data;
    held = copy.commit(held, { ...held, activity: Array.from({ length: 30 }, (_, index) => record(index)) });
    const scan = copy.lists.scan(activityList, { q: '', filters: {}, sort: { id: 'at', desc: false }, record: '' }, 10)[Symbol.iterator]();
    expect(scan.next().value).toHaveLength(10);
    held = copy.commit(held, { ...held, activity: [record(99)] });
    const rest = [...{ [Symbol.iterator]: () => scan }].flat();
    // What the scan began with: the record written meanwhile comes to the next one.
    expect(rest).toHaveLength(20);
    expect(copy.lists.page(activityList, { q: '', filters: {}, sort: null, record: '', offset: 0, limit: 200 }).total).toBe(31);
    copy.close();
  });

  it('keeps each view\'s count, sums and facets right as records are added, without counting again', () => {
    const copy = openSqliteWorkingCopy(newFile());
    const transaction = (index: number, user: string, amount: number) => ({ _id: `n${index}`, userRef: { name: user, profilePicUrl: '' }, consultantRef: { name: `Consultant ${index % 3}`, profilePicUrl: '' }, amount, type: index % 2 ? 'chat' : 'video call', timestamp: new Date(Date.UTC(2026, 10, 2, 0, index)).toISOString() });
    const record = (index: number, action: string) => ({ _id: `r${index}`, at: new Date(Date.UTC(2026, 10, 2, 0, index)).toISOString(), operatorId: 'op1', operator: index % 2 ? 'Aarav Mehta' : 'New Operator', action, target: { kind: 'consultant', id: `c${index % 4}`, name: 'Someone' }, changes: [], detail: null });
    const views = [
      { list: transactionsList, view: { q: '', filters: {}, sort: null, record: '' } },
      { list: transactionsList, view: { q: 'consultant 1', filters: {}, sort: { id: 'amount', desc: true }, record: '' } },
      { list: transactionsList, view: { q: '', filters: { by: 'zoya' }, sort: null, record: '' } },
      { list: transactionsList, view: { q: '', filters: {}, sort: null, record: 'n3' } },
      { list: activityList, view: { q: '', filters: { operator: 'New Operator', from: '2026-11-02' }, sort: null, record: '' } },
      { list: activityList, view: { q: 'settle', filters: { about: 'c1', to: '2026-11-30' }, sort: null, record: '' } },
    ] as const;
    const ask = (store: ListStore) => views.map(({ list, view }) => store.page(list as ListSpec<'transactions'>, { ...view, offset: 0, limit: 1 })).map(({ total, everything, sums, facets }) => ({ total, everything, sums, facets }));
    const before = ask(copy.lists);
    let held = copy.data;
    held = copy.commit(held, { ...held, transactions: [transaction(1, 'Zoya Khan', 120.5), transaction(2, 'Arjun Rao', 99), transaction(3, 'Zoya Ali', 10.25)], activity: [record(1, 'settlePayment'), record(2, 'verifyConsultant'), record(3, 'newAction')] });
    held = copy.commit(held, { ...held, activity: [record(5, 'settlePayment')] });
    const kept = ask(copy.lists);
    // A new store over the same file counts everything afresh.
    const counted = ask(sqliteListStore(openSqliteFile(copy.file)));
    expect(kept).toEqual(counted);
    expect(kept).not.toEqual(before);
    expect(kept[2]!.total - before[2]!.total).toBe(2);
    expect(kept[2]!.sums.amount! - before[2]!.sums.amount!).toBeCloseTo(130.75, 2);
    expect(kept[4]!.facets?.action).toContain('newAction');
    copy.close();
  });

  it('refuses a file of another kind, saying what to do', () => {
    const file = newFile();
    const db = openSqliteFile(file);
    db.prepare('UPDATE meta SET value = ? WHERE key = ?').run('someone-else/9', 'format');
    db.close();
    expect(() => openSqliteWorkingCopy(file)).toThrow(/another kind \(someone-else\/9\)\. Run npm run db:reset/);
  });
});
