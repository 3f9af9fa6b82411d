// @vitest-environment node
/**
 * Live updates against the real backend (its own process, port and data): a change made by
 * one operator reaches every open stream at once, a stream needs a session, and a session
 * that ends is told to its streams, which then close.
 */
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDatabaseFile } from './workingCopy.ts';
import { startBackend, type Backend } from './probe.ts';

const OTP = '123456';
const PAGE = { Origin: 'http://localhost:5173' };

interface Listener {
  status: number;
  /** Resolves with the first message of `event` whose data matches `test`. */
  next(event: string, test?: (data: unknown) => boolean): Promise<unknown>;
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens the stream over a raw socket, as the other server tests do (the unit project's MSW
 * would intercept node:http). HTTP/1.0, so the body comes unframed until the server ends it.
 */
function listen(port: number, headers: Record<string, string>): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const lines = Object.entries({ Host: `127.0.0.1:${port}`, Accept: 'text/event-stream', ...headers }).map(([name, value]) => `${name}: ${value}`);
    socket.write(`GET /events HTTP/1.0\r\n${lines.join('\r\n')}\r\n\r\n`);
    socket.setEncoding('utf8');
    let head: string | null = null;
    let buffer = '';
    const seen: Array<{ event: string; data: unknown }> = [];
    const waiting: Array<{ event: string; test: (data: unknown) => boolean; resolve: (data: unknown) => void }> = [];
    const deliver = () => {
      for (const wait of [...waiting]) {
        const found = seen.find((message) => message.event === wait.event && wait.test(message.data));
        if (found) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve(found.data);
        }
      }
    };
    const ended = new Promise<void>((done) => socket.on('close', () => done()));
    socket.on('error', reject);
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (head === null) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        head = buffer.slice(0, end);
        buffer = buffer.slice(end + 4);
        resolve({
          status: Number(/^HTTP\/1\.\d (\d{3})/.exec(head)?.[1] ?? 0),
          next: (event, test = () => true) =>
            new Promise((done, fail) => {
              waiting.push({ event, test, resolve: done });
              deliver();
              setTimeout(() => fail(new Error(`no ${event} message within 3 s`)), 3000).unref();
            }),
          ended,
          close: () => socket.destroy(),
        });
      }
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) seen.push({ event, data: JSON.parse(data) as unknown });
      }
      deliver();
    });
  });
}

async function signIn(backend: Backend, phoneNumber: string, headers: Record<string, string> = {}) {
  const login = { countryCode: '+91', phoneNumber };
  expect((await backend.post('/auth/send-otp', login, headers)).status).toBe(200);
  const verified = await backend.post('/auth/verify-otp', { ...login, otp: OTP }, headers);
  expect(verified.status).toBe(200);
  return { token: verified.json<{ token?: string }>().token, cookie: (verified.headers['set-cookie'] ?? '').split(';')[0]! };
}

describe('live updates (GET /events)', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(async () => {
    await backend.stop();
    fs.rmSync(backend.dir, { recursive: true, force: true });
  });

  it('needs a session', async () => {
    const refused = await listen(backend.port, {});
    expect(refused.status).toBe(401);
    const forged = await listen(backend.port, { Cookie: 'consult_session=forged' });
    expect(forged.status).toBe(401);
  });

  it("one operator's settlement reaches the other's two tabs within 3 s, with the settled record and who did it", async () => {
    const watcher = await signIn(backend, '9876500001', PAGE);
    const actor = await signIn(backend, '9876500002');
    const tabs = [await listen(backend.port, { Cookie: watcher.cookie }), await listen(backend.port, { Cookie: watcher.cookie })];
    expect(tabs.map((tab) => tab.status)).toEqual([200, 200]);
    const consultant = readDatabaseFile(backend.dbFile).consultants.find((entry) => Number(entry.earnings) > 0)!;
    const heard = tabs.map((tab) => tab.next('change', (data) => (data as { call: string }).call === 'settlePayment'));
    const settled = await backend.post('/settle_payment', { dataid: consultant.dataid }, { Authorization: `Bearer ${actor.token}` });
    expect(settled.status).toBe(200);
    for (const event of (await Promise.all(heard)) as Array<{ changes: Array<{ collection: string; upsert?: Array<Record<string, unknown>> }> }>) {
      const consultants = event.changes.find((change) => change.collection === 'consultants');
      expect(consultants?.upsert).toEqual([expect.objectContaining({ _id: consultant._id, earnings: '0' })]);
      const activity = event.changes.find((change) => change.collection === 'activity');
      expect(activity?.upsert?.[0]).toMatchObject({ operator: readDatabaseFile(backend.dbFile).operators[1]!.name });
      expect(JSON.stringify(event)).not.toMatch(/tokenHash|settlements|firebase_secret/);
    }
    for (const tab of tabs) tab.close();
  });

  it('logout ends the session: its streams are told and closed within 3 s', async () => {
    const operator = await signIn(backend, '9876500001', PAGE);
    const tab = await listen(backend.port, { Cookie: operator.cookie });
    const told = tab.next('session-ended');
    expect((await backend.post('/auth/logout', {}, { ...PAGE, Cookie: operator.cookie })).status).toBe(200);
    expect(await told).toEqual({ reason: 'expired' });
    await tab.ended;
  });

  it("disabling an operator ends their sessions: the stream is told why, and every door answers 401 with the reason (issue 48)", async () => {
    const admin = await signIn(backend, '9876500001');
    const support = await signIn(backend, '9876500003', PAGE);
    const tab = await listen(backend.port, { Cookie: support.cookie });
    const told = tab.next('session-ended');
    const supportId = readDatabaseFile(backend.dbFile).operators.find((entry) => entry.phoneNumber.endsWith('9876500003'))!._id;
    const disabled = await backend.post('/operators/active', { operatorId: supportId, active: false }, { Authorization: `Bearer ${admin.token}` });
    expect(disabled.status, disabled.body).toBe(200);
    expect(await told).toEqual({ reason: 'disabled' });
    await tab.ended;
    const doors = [
      await backend.post('/earnings_dashboard', {}, { ...PAGE, Cookie: support.cookie }),
      await backend.request({ path: '/bookings', headers: { Cookie: support.cookie } }),
      await backend.request({ path: '/events', headers: { Cookie: support.cookie } }),
    ];
    for (const answer of doors) {
      expect(answer.status, answer.body).toBe(401);
      expect(answer.json()).toEqual({ message: 'An admin turned off your access to the back-office.', reason: 'disabled' });
    }
    const enabled = await backend.post('/operators/active', { operatorId: supportId, active: true }, { Authorization: `Bearer ${admin.token}` });
    expect(enabled.status, enabled.body).toBe(200);
  });
});
