/**
 * How long the json-server backend takes to settle a payment over HTTP, signed in, on a
 * generated data set of a given size. Used by npm run bench:backend (scripts/bench-backend.ts).
 */
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../../server/app.ts';
import { isSqliteFile } from '../../server/sqliteData.ts';
import { readDatabaseFile } from '../../server/workingCopy.ts';
import type { Database } from '../../src/api/backend/db.ts';
import { DEFAULT_SETTLE_APPROVAL_ABOVE } from '../../src/api/backend/approvalRules.ts';
import { generateDatabase } from '../seed-data.ts';

export interface SettleTimings {
  consultants: number;
  transactions: number;
  /** Milliseconds per settlement, in the order they were sent. */
  samples: number[];
  median: number;
  p95: number;
}

export interface MeasureOptions {
  /** Transactions in the data set; 5 per consultant by default (10,000 → 50,000). */
  transactions?: number;
  /** Settlements timed, each of a different consultant with its own Idempotency-Key. */
  settles?: number;
  /** Settlements sent first and not timed, so the timings are of a warmed-up server. */
  warmup?: number;
  seed?: number;
}

const BENCH_OTP = '123456';

/** The value below which `fraction` of the sorted samples lie (nearest rank). */
export function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1]!;
}

export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The data set: generated, with earnings to settle for every consultant the run will use. */
function benchDatabase(consultants: number, transactions: number, needed: number, seed: number | undefined): { db: Database; dataids: string[] } {
  if (needed > consultants) throw new Error(`${needed} settlements need at least ${needed} consultants; there are ${consultants}.`);
  const db = generateDatabase({ consultants, transactions, seed });
  // Spread over the whole list, so a lookup is not always near the front.
  const step = Math.floor(consultants / needed);
  const chosen = Array.from({ length: needed }, (_, index) => index * step);
  for (const index of chosen) {
    const consultant = db.consultants[index]!;
    // Settled at once: at most the amount above which a settlement waits for a second operator (issue 48).
    const earnings = Number(consultant.earnings);
    if (!(earnings > 0) || earnings > DEFAULT_SETTLE_APPROVAL_ABOVE) db.consultants[index] = { ...consultant, earnings: String(1000 + index) };
  }
  return { db, dataids: chosen.map((index) => db.consultants[index]!.dataid) };
}

async function postJson(base: string, urlPath: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}${urlPath}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

/**
 * Starts createApp on a free port (sign-in required) over a fresh data file of `consultants`
 * consultants, signs in through /auth/send-otp and /auth/verify-otp, and times POST
 * /settle_payment for `settles` different consultants.
 */
export async function measureSettle(consultants: number, options: MeasureOptions = {}): Promise<SettleTimings> {
  const transactions = options.transactions ?? consultants * 5;
  const settles = options.settles ?? 60;
  const warmup = options.warmup ?? 10;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'consult-bench-backend-'));
  const dbFile = path.join(dir, 'db.json');
  const { db, dataids } = benchDatabase(consultants, transactions, warmup + settles, options.seed);
  fs.writeFileSync(dbFile, JSON.stringify(db));

  const backend = await startBenchBackend(dbFile, path.join(dir, 'uploads'));
  try {
    const authorization = `Bearer ${backend.token}`;
    const base = backend.base;

    const run = `${process.pid}-${Date.now()}`;
    const samples: number[] = [];
    for (const [index, dataid] of dataids.entries()) {
      const headers = { Authorization: authorization, 'Idempotency-Key': `bench-${run}-${index}` };
      const started = performance.now();
      const settled = await postJson(base, '/settle_payment', { dataid }, headers);
      const elapsed = performance.now() - started;
      if (settled.status !== 200) throw new Error(`settle_payment of ${dataid} answered ${settled.status}: ${JSON.stringify(settled.body)}`);
      if (index >= warmup) samples.push(elapsed);
    }
    return { consultants, transactions, samples, median: median(samples), p95: percentile(samples, 0.95) };
  } finally {
    await backend.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface BenchBackend {
  base: string;
  /** A signed-in operator's session token. */
  token: string;
  close(): Promise<void>;
}

/**
 * The json-server backend over `dbFile` on `port` (a free one by default), sign-in required,
 * with an operator already signed in through /auth/send-otp and /auth/verify-otp.
 */
export async function startBenchBackend(dbFile: string, uploadsDir: string, { port = 0, corsOrigins = [] }: { port?: number; corsOrigins?: string[] } = {}): Promise<BenchBackend> {
  // The operators as the backend reads them (a SQLite file holds them among its records).
  const db: Pick<Database, 'operators'> = isSqliteFile(dbFile) ? readDatabaseFile(dbFile) : (JSON.parse(fs.readFileSync(dbFile, 'utf8')) as Database);
  const httpServer = createServer();
  await new Promise<void>((resolve) => httpServer.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  const backend = createApp({ dbFile, uploadsDir, publicUrl: base, corsOrigins, fixedOtp: BENCH_OTP, requireAuth: true, logRequests: false, log: () => {} });
  httpServer.on('request', backend.app);
  const close = async () => {
    await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    // Nothing deferred may write into the folder once it is gone.
    backend.flush();
  };
  try {
    const login = { countryCode: '+91', phoneNumber: db.operators[0]!.phoneNumber.replace('+91', '') };
    const sent = await postJson(base, '/auth/send-otp', login);
    if (sent.status !== 200) throw new Error(`send-otp answered ${sent.status}: ${JSON.stringify(sent.body)}`);
    const verified = await postJson(base, '/auth/verify-otp', { ...login, otp: BENCH_OTP });
    if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}: ${JSON.stringify(verified.body)}`);
    return { base, token: (verified.body as { token: string }).token, close };
  } catch (error) {
    await close();
    throw error;
  }
}
