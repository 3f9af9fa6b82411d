// @vitest-environment node
/**
 * The json-server adapter over HTTP: a real server on a free port, over a temporary copy
 * of the seed, spoken to with fetch.
 */
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server as mswServer } from '@/api/mocks/node';
import { databaseSchema, type Database } from '@/api/backend/db';
import { portableOtpHashing } from '@/api/backend/otpHash';
import { createApp, nodeOtpHashing, type ServerOptions } from './app';
import { SEED_DB_PATH } from './paths';
import { ensureWorkingCopy, readDatabaseFile, resetWorkingCopy } from './workingCopy';

const WEB_ORIGIN = 'http://localhost:5173';
const OTP = '123456';
const seed: Database = databaseSchema.parse(JSON.parse(fs.readFileSync(SEED_DB_PATH, 'utf8')));
const tempDirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'consult-backend-'));
  tempDirs.push(dir);
  return dir;
}

interface Running {
  base: string;
  dbFile: string;
  uploadsDir: string;
  /** Writes pending changes to the data file now (they are otherwise written a moment later). */
  flush(): void;
  /** How many times the data file has been written. */
  writes(): number;
  /** The data file as it is on disk after a flush. */
  stored(): Database;
  /** Its bytes after a flush. */
  bytes(): Buffer;
  close(): Promise<void>;
}

/** Starts createApp on a free port over a fresh copy of db.json. */
async function start(overrides: Partial<ServerOptions> = {}): Promise<Running> {
  const dir = tempDir();
  const dbFile = path.join(dir, 'db.json');
  const uploadsDir = path.join(dir, 'uploads');
  fs.copyFileSync(SEED_DB_PATH, dbFile);
  const httpServer: Server = createServer();
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  const { app, flush, writes } = createApp({
    dbFile,
    uploadsDir,
    publicUrl: base,
    corsOrigins: [WEB_ORIGIN],
    fixedOtp: OTP,
    requireAuth: false,
    logRequests: false,
    log: () => {},
    ...overrides,
  });
  httpServer.on('request', app);
  return {
    base,
    dbFile,
    uploadsDir,
    flush,
    writes,
    stored: () => {
      flush();
      return readData(dbFile);
    },
    bytes: () => {
      flush();
      return fs.readFileSync(dbFile);
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        httpServer.close((error) => {
          flush();
          if (error) reject(error);
          else resolve();
        }),
      ),
  };
}

function post(base: string, urlPath: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${urlPath}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

const readData = (file: string): Database => databaseSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));

beforeEach(() => {
  // The shared MSW server refuses unhandled requests; let the real server's through.
  // (setup.ts resets handlers after each test, so this is added again for each one.)
  mswServer.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------

describe('json-server app', () => {
  let running: Running;

  beforeAll(async () => {
    running = await start();
  });
  afterAll(() => running.close());

  it('POST /earnings_dashboard {} answers the seed consultants', async () => {
    const response = await post(running.base, '/earnings_dashboard', {});
    expect(response.status).toBe(200);
    const body = (await response.json()) as { consultants: Array<{ dataid: string }> };
    expect(body.consultants.map((consultant) => consultant.dataid)).toEqual(seed.consultants.map((consultant) => consultant.dataid));
  });

  it('a bad body answers 400 with a message and leaves the data file byte for byte', async () => {
    const before = running.bytes();
    const response = await post(running.base, '/settle_payment', { dataid: 5 });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; issues: { path: string; message: string }[] };
    expect(body.message).toEqual(expect.any(String));
    expect(body.message).not.toBe('');
    expect(body.issues.some((issue) => issue.path === 'dataid')).toBe(true);
    expect(running.bytes().equals(before)).toBe(true);
  });

  it('an unknown consultant answers 404 and leaves the data file alone', async () => {
    const before = running.bytes();
    const response = await post(running.base, '/settle_payment', { dataid: 'CRNOSUCHONE0' });
    expect(response.status).toBe(404);
    expect(running.bytes().equals(before)).toBe(true);
  });

  it('a valid settlement is written to the data file a moment later, without a flush', async () => {
    const target = seed.consultants.find((consultant) => Number(consultant.earnings) > 0)!;
    running.flush();
    const response = await post(running.base, '/settle_payment', { dataid: target.dataid });
    expect(response.status).toBe(200);
    const settledOnDisk = () => readData(running.dbFile).consultants.find((consultant) => consultant.dataid === target.dataid)!.earnings === '0';
    await vi.waitFor(() => expect(settledOnDisk()).toBe(true), { timeout: 3000, interval: 25 });
    const stored = readData(running.dbFile);
    expect(stored.consultants.find((consultant) => consultant.dataid === target.dataid)!.earnings).toBe('0');
    expect(stored.settlements).toEqual([expect.objectContaining({ dataid: target.dataid, amount: target.earnings })]);
    // The next read sees it too: a second settlement is told it was settled already.
    const again = await post(running.base, '/settle_payment', { dataid: target.dataid });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/^Already settled by /);
  });

  it('a settlement retried with the same Idempotency-Key is recorded once', async () => {
    // Settled at once: at most ₹1,00,000 (issue 48: more waits for a second operator, with the same key answering it).
    const target = seed.consultants.filter((consultant) => Number(consultant.earnings) > 0 && Number(consultant.earnings) <= 100_000)[1]!;
    const headers = { 'Idempotency-Key': 'http-retry-key-1' };
    const first = await post(running.base, '/settle_payment', { dataid: target.dataid }, headers);
    const retry = await post(running.base, '/settle_payment', { dataid: target.dataid }, headers);
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(((await retry.json()) as { replayed: boolean }).replayed).toBe(true);
    expect(running.stored().settlements.filter((settlement) => settlement.idempotencyKey === 'http-retry-key-1')).toHaveLength(1);
  });

  it('the PUT add-payment call reads the expense type from the path', async () => {
    const marketing = seed.companyExpenses.find((expense) => expense.payments.length === 0)!;
    const response = await fetch(`${running.base}/api/company-expenses/${encodeURIComponent(marketing.expenseType)}/add-payment`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ date: '2026-11-01', amount: 1200, isPaid: false, paidOn: null }),
    });
    expect(response.status).toBe(201);
    const stored = running.stored().companyExpenses.find((expense) => expense._id === marketing._id)!;
    expect(stored).toMatchObject({ total: 1200, isPaid: false, payments: [{ date: '2026-11-01', amount: 1200 }] });
  });

  it("a body that is not JSON answers 400 'The request body is not valid JSON.'", async () => {
    const before = running.bytes();
    const response = await fetch(`${running.base}/settle_payment`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"dataid": ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.' });
    expect(running.bytes().equals(before)).toBe(true);
  });

  it('allows a CORS preflight from the web app, not from another origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${running.base}/settle_payment`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization,idempotency-key' },
      });
    const allowed = await preflight(WEB_ORIGIN);
    expect(allowed.status).toBeLessThan(300);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');

    const refused = await preflight('http://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('GET /bookings answers the 15 seed bookings and GET /app_issues the issues', async () => {
    const bookings = await fetch(`${running.base}/bookings`);
    expect(bookings.status).toBe(200);
    expect(await bookings.json()).toEqual(seed.bookings);
    const issues = await fetch(`${running.base}/app_issues`);
    expect(((await issues.json()) as unknown[]).length).toBe(seed.app_issues.length);
    const one = await fetch(`${running.base}/bookings/${seed.bookings[0]!.id}`);
    expect(await one.json()).toEqual(seed.bookings[0]);
  });

  it('never serves the sessions, the one-time codes or the whole database', async () => {
    for (const hidden of ['/sessions', '/otpRequests', '/uploads/../db.json', '/uploads/x.html', '/operators', '/db', '/bookings/1/consultants', '/bookings/1/sessions']) {
      const response = await fetch(`${running.base}${hidden}`);
      expect(response.status, hidden).toBe(404);
    }
  });

  it('keeps the REST collections read-only, so no unchecked row reaches the data file', async () => {
    const before = running.bytes();
    expect((await post(running.base, '/bookings', { anything: true })).status).toBe(405);
    expect((await fetch(`${running.base}/app_issues/1`, { method: 'DELETE' })).status).toBe(405);
    expect((await post(running.base, '/bookings/1/sessions', { token: 'forged', expiresAt: '2099-01-01T00:00:00.000Z' })).status).toBe(404);
    expect(running.bytes().equals(before)).toBe(true);
  });

  it('POST /app_issues/solve is the one write to app issues: validated, stored, and refused the second time', async () => {
    const open = seed.app_issues.find((issue) => issue.solvedDate === null)!;
    const before = running.bytes();
    expect((await post(running.base, '/app_issues/solve', {})).status).toBe(400);
    expect((await post(running.base, '/app_issues/solve', { id: 999 })).status).toBe(400);
    expect(running.bytes().equals(before)).toBe(true);
    const solved = await post(running.base, '/app_issues/solve', { id: open.id });
    expect(solved.status).toBe(200);
    const stored = running.stored().app_issues.find((issue) => issue.id === open.id)!;
    expect(stored.solvedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const listed = (await (await fetch(`${running.base}/app_issues`)).json()) as { id: number; solvedDate: string | null }[];
    expect(listed.find((issue) => issue.id === open.id)?.solvedDate).toBe(stored.solvedDate);
    expect((await post(running.base, '/app_issues/solve', { id: open.id })).status).toBe(409);
  });

  it('an upload to /upload23 answers a URL that serves the same bytes', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);
    const form = new FormData();
    form.append('_id', 'question_upload');
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'diagram.png');
    const response = await fetch(`${running.base}/upload23`, { method: 'POST', body: form });
    expect(response.status).toBe(201);
    const url = await response.text();
    expect(url).toMatch(new RegExp(`^${running.base}/uploads/question_upload-[0-9a-f]+\\.png$`));

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect(running.stored().uploads).toEqual([expect.objectContaining({ kind: 'question_upload', filename: 'diagram.png', url })]);
  });

  it('refuses an upload that is not an image (400) or over 5 MB (413)', async () => {
    const textForm = new FormData();
    textForm.append('_id', 'answer_upload');
    textForm.append('file', new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    const notImage = await fetch(`${running.base}/upload23`, { method: 'POST', body: textForm });
    expect(notImage.status).toBe(400);
    expect(((await notImage.json()) as { message: string }).message).toBe('Only PNG, JPEG, GIF or WebP images can be uploaded.');

    const bigForm = new FormData();
    bigForm.append('_id', 'answer_upload');
    bigForm.append('file', new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' }), 'big.png');
    const tooBig = await fetch(`${running.base}/upload23`, { method: 'POST', body: bigForm });
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { message: string }).message).toBe('Images can be at most 5 MB.');
  });

  it('answers 404 with a message for an unknown path', async () => {
    const response = await post(running.base, '/no_such_call', {});
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toContain('/no_such_call');
  });
});

describe('json-server app with sign-in required', () => {
  let running: Running;
  const operator = seed.operators[0]!;
  const login = { countryCode: '+91', phoneNumber: operator.phoneNumber.slice(3) };

  beforeAll(async () => {
    running = await start({ requireAuth: true });
  });
  afterAll(() => running.close());

  it('answers 401 without a token, and 200 after signing in with the one-time code', async () => {
    const without = await post(running.base, '/earnings_dashboard', {});
    expect(without.status).toBe(401);
    expect(((await without.json()) as { message: string }).message).toBe('Your session has ended. Please sign in again.');
    expect((await fetch(`${running.base}/bookings`)).status).toBe(401);

    const sent = await post(running.base, '/auth/send-otp', login);
    expect(sent.status).toBe(200);
    const verified = await post(running.base, '/auth/verify-otp', { ...login, otp: OTP });
    expect(verified.status).toBe(200);
    const { token, user } = (await verified.json()) as { token: string; user: { name: string } };
    expect(user.name).toBe(operator.name);

    const authorization = { Authorization: `Bearer ${token}` };
    const withToken = await post(running.base, '/earnings_dashboard', {}, authorization);
    expect(withToken.status).toBe(200);
    expect(((await withToken.json()) as { consultants: unknown[] }).consultants).toHaveLength(seed.consultants.length);
    expect((await fetch(`${running.base}/bookings`, { headers: authorization })).status).toBe(200);
    expect((await post(running.base, '/earnings_dashboard', {}, { Authorization: 'Bearer not-a-session' })).status).toBe(401);
  });

  it('writes nothing of a code to the data file, and only a hash of the session token', async () => {
    const other = { countryCode: '+91', phoneNumber: seed.operators[1]!.phoneNumber.slice(3) };
    running.flush();
    const writes = running.writes();
    await post(running.base, '/auth/send-otp', other);
    expect((await post(running.base, '/auth/verify-otp', { ...other, otp: '000000' })).status).toBe(400);
    running.flush();
    expect(running.writes()).toBe(writes);
    const verified = await post(running.base, '/auth/verify-otp', { ...other, otp: OTP });
    const { token } = (await verified.json()) as { token: string };
    const text = running.bytes().toString('utf8');
    expect(text).not.toContain(token);
    expect(text).not.toContain('otpRequests');
    expect(running.stored().sessions.at(-1)?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the sixth code for a number within 5 minutes with 429 and a Retry-After header the web app may read', async () => {
    const body = { countryCode: '+44', phoneNumber: '7700900123' };
    for (let send = 0; send < 5; send += 1) expect((await post(running.base, '/auth/send-otp', body)).status).toBe(200);
    const refused = await post(running.base, '/auth/send-otp', body, { Origin: WEB_ORIGIN });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(290);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(await refused.json()).toEqual({ message: 'Too many codes were requested for this number. Use the last code sent, or try again in 5 minutes.', retryAfterSeconds: retryAfter, reason: 'number' });
  });
});

describe('one-time code hashing in Node', () => {
  it('gives the same hashes as the portable version MSW uses, and compares them whole', () => {
    const node = nodeOtpHashing('shared-secret');
    const portable = portableOtpHashing('shared-secret');
    const hash = node.hashOtp('123456', 'salt');
    expect(hash).toBe(portable.hashOtp('123456', 'salt'));
    expect(node.sameHash(hash, portable.hashOtp('123456', 'salt'))).toBe(true);
    expect(node.sameHash(hash, node.hashOtp('123457', 'salt'))).toBe(false);
    expect(node.sameHash(hash, hash.slice(1))).toBe(false);
    expect(node.newSalt()).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('json-server app: deferred writes', () => {
  it('writes a burst of changes to the data file once, all of them, and a refused call not at all', async () => {
    // Long enough for five local requests even on a busy machine.
    const running = await start({ writeDelayMs: 1000 });
    try {
      const targets = seed.consultants.filter((consultant) => consultant.isActive).slice(0, 5);
      for (const target of targets) expect((await post(running.base, '/unverify_consultant', { dataid: target.dataid })).status).toBe(200);
      await vi.waitFor(() => expect(running.writes()).toBe(1), { timeout: 5000, interval: 20 });
      const stored = readData(running.dbFile);
      for (const target of targets) expect(stored.consultants.find((consultant) => consultant._id === target._id)!.isActive).toBe(false);

      expect((await post(running.base, '/unverify_consultant', { dataid: 'CRNOSUCHONE0' })).status).toBe(404);
      // A flush writes only pending changes: the refused call left none.
      running.flush();
      expect(running.writes()).toBe(1);
      // Only the data file and the uploads folder: no temporary file is left beside them.
      expect(fs.readdirSync(path.dirname(running.dbFile)).filter((name) => name !== 'uploads')).toEqual(['db.json']);
    } finally {
      await running.close();
    }
  });
});

describe('createApp', () => {
  it('refuses to start on a data file that is not valid', () => {
    const dir = tempDir();
    const dbFile = path.join(dir, 'db.json');
    fs.writeFileSync(dbFile, '{ not json');
    const options: ServerOptions = { dbFile, uploadsDir: dir, publicUrl: 'http://localhost', corsOrigins: [], requireAuth: false, logRequests: false, log: () => {} };
    expect(() => createApp(options)).toThrow(/npm run db:reset/);
    fs.writeFileSync(dbFile, JSON.stringify({ consultants: 'none' }));
    expect(() => createApp(options)).toThrow(/does not match the data schema/);
  });
});

describe('working copy', () => {
  it('ensureWorkingCopy creates the copy from the seed once, then keeps it', () => {
    const working = path.join(tempDir(), 'nested', '.data', 'db.json');
    expect(ensureWorkingCopy(SEED_DB_PATH, working)).toBe('created');
    expect(fs.readFileSync(working).equals(fs.readFileSync(SEED_DB_PATH))).toBe(true);

    fs.writeFileSync(working, JSON.stringify({ ...seed, consultants: [] }));
    expect(ensureWorkingCopy(SEED_DB_PATH, working)).toBe('existing');
    expect(readDatabaseFile(working).consultants).toEqual([]);
  });

  it('resetWorkingCopy restores the seed over a changed copy', () => {
    const working = path.join(tempDir(), 'db.json');
    fs.writeFileSync(working, '{ broken');
    resetWorkingCopy(SEED_DB_PATH, working);
    expect(fs.readFileSync(working).equals(fs.readFileSync(SEED_DB_PATH))).toBe(true);
    expect(readDatabaseFile(working).consultants).toHaveLength(seed.consultants.length);
  });
});
