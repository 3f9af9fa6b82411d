/**
 * The stand-in backend on a year of data (issue 47), as its own process over a SQLite working
 * copy: how long it takes to start and how much memory it holds, how long each list's page
 * takes for every sort and filter it offers, and how it answers 20 readers and 5 writers at
 * once. Used by npm run bench:backend -- --year (scripts/bench-backend.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT } from '../../server/paths.ts';
import { percentile } from './backend.ts';

const OTP = '123456';
const LOGIN = { countryCode: '+91', phoneNumber: '9876500001' };

export interface YearFigures {
  startSeconds: number;
  /** Resident size once listening (issue 47's target), the most it reached before the load (every view asked, twice), and by the end (MB). */
  rssMb: number;
  peakBeforeLoadRssMb: number;
  peakRssMb: number;
  pages: { list: string; queries: number; p95: number; max: number; slowest: string }[];
  /** Every query asked a second time, its view's figures kept: the mean, and those over 20 ms. */
  warm: { mean: number; slow: { ms: number; label: string }[] };
  load: { seconds: number; reads: number; writes: number; errors: number; readP50: number; readP99: number; writeP99: number; p99: number };
}

const rssOf = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith(field));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
};

async function start(file: string, port: number): Promise<{ child: ChildProcess; seconds: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DB_FILE: file, API_PORT: String(port), API_HOST: '127.0.0.1', API_LOG: 'false', OTP_FIXED_CODE: OTP, API_REQUIRE_AUTH: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`:${port}`)) resolve();
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`The backend exited (${code}) before it listened:\n${output}`)));
  });
  return { child, seconds: (performance.now() - started) / 1000 };
}

type Query = { list: 'transactions' | 'activity' | 'earnings' | 'consultants' | 'bookings' | 'app-issues' | 'chat-rooms' | 'quiz-matches' | 'chat-messages'; label: string; body: Record<string, unknown> };

export async function benchYear(file: string, { port = 3093, seconds = 30, readers = 20, writers = 5 }: { port?: number; seconds?: number; readers?: number; writers?: number } = {}): Promise<YearFigures> {
  const { child, seconds: startSeconds } = await start(file, port);
  const pid = child.pid!;
  const rssMb = rssOf(pid, 'VmRSS');
  const base = `http://127.0.0.1:${port}`;
  try {
    const call = async (path: string, body: unknown, token?: string) => {
      const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    };
    await call('/auth/send-otp', LOGIN);
    const token = (await call('/auth/verify-otp', { ...LOGIN, otp: OTP })).json.token as string;
    const page = (list: string, body: Record<string, unknown>) => call(`/lists/${list}`, body, token);

    // What the views filter by: values the data has (the facets, a record's own names and ids).
    const transactions = (await page('transactions', { limit: 1 })).json;
    const activity = (await page('activity', { limit: 1 })).json;
    const firstTransaction = (transactions.rows as { userRef: { name: string } | null; consultantRef: { name: string } }[])[0]!;
    const firstRecord = (activity.rows as { target: { id: string } | null; operatorId: string }[])[0]!;
    const facets = activity.facets as { operator: string[]; action: string[] };
    const earnings = (await call('/earnings_dashboard', {}, token)).json as { consultants: { dataid: string; _id: string; name: string }[] };
    const consultants = earnings.consultants;
    const rooms = ((await call('/api/chat-rooms', {}, token)).json as unknown as { roomid: string }[]).map((room) => room.roomid);

    const queries: Query[] = [];
    const everywhere = (list: Query['list'], total: number, label: string, view: Record<string, unknown>) => {
      for (const [where, offset] of [['first', 0], ['a quarter in', Math.floor(total / 4)], ['middle', Math.floor(total / 2)], ['three quarters in', Math.floor((3 * total) / 4)], ['last', Math.max(0, total - 100)]] as const) {
        queries.push({ list, label: `${label}, ${where} page`, body: { ...view, offset, limit: 100 } });
      }
    };
    const sorts = {
      transactions: ['user', 'consultant', 'amount', 'type', 'timestamp'],
      activity: ['at', 'operator', 'action', 'target'],
      earnings: ['name', 'earnings', 'createdAt', 'isActive'],
      consultants: ['name', 'createdAt', 'isActive', 'exam'],
      bookings: ['id', 'domain', 'consultant', 'bookedBy', 'bookedOn', 'contactMode', 'price', 'status', 'session'],
      'app-issues': ['id', 'name', 'type', 'raisedDate', 'solvedDate'],
      'chat-rooms': ['roomid', 'sender', 'receiver', 'createdAt'],
      'quiz-matches': ['date', 'player1', 'player2', 'subject'],
    } as const;
    const consultantsTotal = consultants.length;
    const totalOf = async (list: string) => (await page(list, { limit: 1 })).json.total as number;
    const totals = {
      transactions: transactions.total as number,
      activity: activity.total as number,
      earnings: consultantsTotal,
      consultants: consultantsTotal,
      bookings: await totalOf('bookings'),
      'app-issues': await totalOf('app-issues'),
      'chat-rooms': await totalOf('chat-rooms'),
      'quiz-matches': await totalOf('quiz-matches'),
    };
    for (const list of ['transactions', 'activity', 'earnings', 'consultants', 'bookings', 'app-issues', 'chat-rooms', 'quiz-matches'] as const) {
      for (const id of sorts[list]) for (const desc of [false, true]) everywhere(list, totals[list], `sort ${id} ${desc ? 'desc' : 'asc'}`, { sort: { id, desc } });
    }
    // Filtered views: the first and the last page, as an operator opens and jumps (their totals are the answer's own).
    const views: [Query['list'], string, Record<string, unknown>][] = [
      ['transactions', 'Paid By', { filters: { by: firstTransaction.userRef?.name.split(' ')[0] ?? 'a' } }],
      ['transactions', 'Paid To', { filters: { to: firstTransaction.consultantRef.name } }],
      ['transactions', 'search', { q: firstTransaction.consultantRef.name.split(' ')[1] ?? 'a' }],
      ['transactions', 'Paid By, sorted by amount', { filters: { by: firstTransaction.userRef?.name.split(' ')[0] ?? 'a' }, sort: { id: 'amount', desc: true } }],
      ['activity', 'operator', { filters: { operator: facets.operator[0] } }],
      ['activity', 'action', { filters: { action: facets.action[0] } }],
      ['activity', 'a record\'s history', { filters: { about: firstRecord.target?.id ?? consultants[0]!._id } }],
      ['activity', 'an operator\'s recent changes', { filters: { operatorId: firstRecord.operatorId } }],
      ['activity', 'from a day', { filters: { from: '2026-10-01' } }],
      ['activity', 'to a day', { filters: { to: '2026-07-01' } }],
      ['activity', 'a day range, by action', { filters: { from: '2026-09-01', to: '2026-09-30', action: facets.action[1] ?? facets.action[0] } }],
      ['activity', 'search', { q: 'settled' }],
      ['earnings', 'Unsettled payment', { filters: { unsettled: 'yes' } }],
      ['earnings', 'Inactive', { filters: { active: 'no' } }],
      ['earnings', 'search, a first letter', { q: consultants[0]!.name.slice(0, 1) }],
      ['earnings', 'search, a name', { q: consultants[0]!.name }],
      ['consultants', 'search, a creator ID', { q: consultants[1]!.dataid }],
      ['consultants', 'search, a first name', { q: consultants[1]!.name.split(' ')[0] ?? 'a' }],
      ['bookings', 'Status', { filters: { status: 'Processing' } }],
      ['bookings', 'Contact mode and a day range', { filters: { mode: 'chat', from: '2026-09-01', to: '2026-09-30' } }],
      ['bookings', 'Upcoming Meets', { filters: { meet: 'upcoming' } }],
      ['bookings', 'Completed Meets, by price', { filters: { meet: 'completed' }, sort: { id: 'price', desc: true } }],
      ['bookings', 'search, a consultant', { q: consultants[2]!.name }],
      ['app-issues', 'open bugs', { filters: { type: 'BUG', state: 'open' } }],
      ['app-issues', 'search', { q: 'crash' }],
      ['chat-rooms', 'search, a name', { q: consultants[3]!.name.split(' ')[0] ?? 'a' }],
      ['quiz-matches', 'search, a subject', { q: 'History' }],
    ];
    for (const [list, label, view] of views) {
      const first = await page(list, { ...view, limit: 100 });
      const total = (first.json.total as number) ?? 0;
      queries.push({ list, label: `${label}, first page`, body: { ...view, limit: 100 } });
      queries.push({ list, label: `${label}, last page`, body: { ...view, offset: Math.max(0, total - 100), limit: 100 } });
    }
    // A room's thread: its newest page (as it opens), its earliest (scrolled to the top), and the oldest first.
    for (const roomid of rooms.slice(0, 40)) {
      const thread = { filters: { room: roomid }, limit: 100 };
      const total = ((await page('chat-messages', thread)).json.total as number) ?? 0;
      queries.push({ list: 'chat-messages', label: "a room's newest messages", body: thread });
      queries.push({ list: 'chat-messages', label: "a room's earliest messages", body: { ...thread, offset: Math.max(0, total - 100) } });
      queries.push({ list: 'chat-messages', label: "a room's messages, oldest first", body: { ...thread, sort: { id: 'createdat', desc: false } } });
    }

    const samples = new Map<string, { ms: number; label: string }[]>();
    for (const query of queries) {
      const started = performance.now();
      const answer = await page(query.list, query.body);
      const ms = performance.now() - started;
      if (answer.status !== 200) throw new Error(`${query.list} ${query.label} answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 200)}`);
      samples.set(query.list, [...(samples.get(query.list) ?? []), { ms, label: query.label }]);
    }
    // The same queries again, warm (each view's count kept): what a reader under load asks.
    const warm: { ms: number; label: string }[] = [];
    for (const query of queries) {
      const started = performance.now();
      await page(query.list, query.body);
      warm.push({ ms: performance.now() - started, label: `${query.list}: ${query.label}` });
    }
    const pages = [...samples].map(([list, found]) => {
      const slowest = found.reduce((worst, sample) => (sample.ms > worst.ms ? sample : worst));
      return { list, queries: found.length, p95: percentile(found.map((sample) => sample.ms), 0.95), max: slowest.ms, slowest: slowest.label };
    });

    const peakBeforeLoadRssMb = rssOf(pid, 'VmHWM');
    // 20 operators reading pages and 5 changing bank details (each change written with its activity record), at once.
    // Issue 48: each change is a proposal waiting for approval, taking the place of one already waiting for that consultant (200 all the same).
    const until = performance.now() + seconds * 1000;
    const reads: number[] = [];
    const writes: number[] = [];
    let errors = 0;
    let seed = 47;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const reader = async () => {
      while (performance.now() < until) {
        const query = queries[Math.floor(random() * queries.length)]!;
        const started = performance.now();
        const answer = await page(query.list, query.body).catch(() => ({ status: 0 }));
        reads.push(performance.now() - started);
        if (answer.status !== 200) errors += 1;
      }
    };
    let written = 0;
    const writer = async () => {
      while (performance.now() < until) {
        const consultant = consultants[Math.floor(random() * consultants.length)]!;
        written += 1;
        const started = performance.now();
        const answer = await call('/update_bank_details', { dataid: consultant.dataid, bankDetails: `Bench Bank A/C ${process.pid}${written}` }, token).catch(() => ({ status: 0 }));
        writes.push(performance.now() - started);
        if (answer.status !== 200) errors += 1;
      }
    };
    await Promise.all([...Array.from({ length: readers }, reader), ...Array.from({ length: writers }, writer)]);
    const load = { seconds, reads: reads.length, writes: writes.length, errors, readP50: percentile(reads, 0.5), readP99: percentile(reads, 0.99), writeP99: percentile(writes, 0.99), p99: percentile([...reads, ...writes], 0.99) };
    const warmFigures = { mean: warm.reduce((sum, sample) => sum + sample.ms, 0) / warm.length, slow: warm.filter((sample) => sample.ms > 20).sort((a, b) => b.ms - a.ms) };
    return { startSeconds, rssMb, peakBeforeLoadRssMb, peakRssMb: rssOf(pid, 'VmHWM'), pages, warm: warmFigures, load };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
