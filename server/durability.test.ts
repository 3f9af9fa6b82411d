// @vitest-environment node
/**
 * Issue 25, nothing acknowledged is lost: the real backend (its own process, port and data
 * folder) is killed with SIGKILL in the middle of a burst of writes, at a different point each
 * round, and started again. Every write it answered must be there, and the data file must be
 * readable whatever moment the kill fell on (during a snapshot, between a journal's write and
 * its flush, between two calls).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import seed from '../db.json';
import { startBackend, type Backend } from './probe.ts';
import { readDatabaseFile } from './workingCopy.ts';

const LOGIN = { countryCode: '+91', phoneNumber: '9876500001' };
const ROUNDS = 6;
const WRITERS = 4;
/** Fewer than the seed's 30 consultants. */
const WRITES_PER_ROUND = 24;

/** The same kill points on every run: a seeded generator (mulberry32), not the clock. */
function seeded(seedValue: number) {
  let state = seedValue;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Both working copies: the JSON file with its journal, and SQLite (issue 47).
describe.each(['json', 'sqlite'] as const)('a backend on a %s working copy killed in the middle of a burst of writes', (store) => {
  let backend: Backend;
  let auth: Record<string, string>;

  beforeAll(async () => {
    backend = await startBackend({}, undefined, { store });
    expect((await backend.post('/auth/send-otp', LOGIN)).status).toBe(200);
    const verified = await backend.post('/auth/verify-otp', { ...LOGIN, otp: '123456' });
    expect(verified.status, verified.body).toBe(200);
    auth = { Authorization: `Bearer ${verified.json<{ token: string }>().token}` };
  });
  afterAll(async () => {
    await backend.stop();
  });

  // Six starts of a backend in its own process: a busy 2-core machine has taken over 30 s, so it has 180.
  it('keeps every write it answered, and a readable data file, however often and wherever it is killed', async () => {
    const random = seeded(25);
    for (let round = 0; round < ROUNDS; round += 1) {
      // Each write of a round to a consultant of its own; each round's words are its own.
      const targets = seed.consultants.slice(0, WRITES_PER_ROUND).map((consultant) => consultant.dataid);
      const killAfter = 2 + Math.floor(random() * (WRITES_PER_ROUND - 6));
      const acknowledged = new Map<string, string>();
      let next = 0;
      let killing: Promise<void> | null = null;
      // Several writers at once, so the kill falls while some are on their way.
      const writer = async () => {
        while (next < targets.length && !killing) {
          const dataid = targets[next]!;
          const text = `Round ${round} write ${next} A/C ${1000 + next}`;
          next += 1;
          // Cut off by the kill: never answered, so never promised.
          const answer = await backend.post('/update_bank_details', { dataid, bankDetails: text }, auth).catch(() => null);
          if (answer?.status === 200) {
            acknowledged.set(dataid, text);
            if (acknowledged.size >= killAfter) killing ??= backend.crash();
          }
        }
      };
      await Promise.all(Array.from({ length: WRITERS }, writer));
      await (killing ?? backend.crash());
      expect(acknowledged.size, `round ${round}`).toBeGreaterThanOrEqual(killAfter);

      // What a crash leaves on the disk is readable as it is.
      expect(() => readDatabaseFile(backend.dbFile)).not.toThrow();
      await backend.restart();
      // Issue 48: each write is a proposal waiting for approval (a round's replaces the one before
      // for the same consultant): on the consultant and in the approvals, both.
      const earnings = await backend.post('/earnings_dashboard', {}, auth);
      expect(earnings.status, earnings.body).toBe(200);
      const byId = new Map(earnings.json<{ consultants: { dataid: string; pendingBankDetails?: { bankDetails: string } }[] }>().consultants.map((consultant) => [consultant.dataid, consultant.pendingBankDetails?.bankDetails]));
      const approvals = await backend.post('/approvals', {}, auth);
      expect(approvals.status, approvals.body).toBe(200);
      const waiting = new Map(approvals.json<{ approvals: { dataid: string; after?: string }[] }>().approvals.map((approval) => [approval.dataid, approval.after]));
      for (const [dataid, text] of acknowledged) {
        expect(byId.get(dataid), `round ${round}, ${dataid}`).toBe(text);
        expect(waiting.get(dataid), `round ${round}, ${dataid} waiting`).toBe(text);
      }
    }
  }, 180_000);
});
