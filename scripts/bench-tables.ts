/**
 * npm run bench:tables: each back-office table (Dashboard, Earnings, TransactionsList) in
 * Debian's Chromium, on the production build against the json-server backend, at 100 rows
 * and at 10,000 consultants / 50,000 transactions / 100,000 activity records. For each it prints, as medians and as a
 * large/small ratio:
 *   - data → paint: from the answer read and checked (the 'answer <path>' mark http.ts sets)
 *     to the first frame painted after the first row is in the DOM (indexing, sorting, render);
 *     also from the body's arrival, which adds JSON parsing and checking with the schema;
 *   - keystroke → paint: from a key press in the tab's search to the frame that shows the result;
 *   - sort → paint: from a click on a column header to the frame that shows the new order;
 * and the backend's median settlement at 10,000 consultants (scripts/bench/backend.ts).
 * Goals (issue 6): data → paint ratio at most 1.5, keystroke median at most 16 ms, settle
 * median at most 50 ms. Timings on a shared 2-core machine are noisy: compare within one run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright';
import { build, preview } from 'vite';
import { chromiumLaunchOptions } from '../browser.config.ts';
import { measureSettle, median, percentile, startBenchBackend } from './bench/backend.ts';
import { ALL_TABS, type Tab } from './bench/tables.ts';
import { inputToFrame, markToFrame, recordTrace, type TraceEvent } from './bench/frames.ts';
import { measured, PROBE, ROWS_MARK, type Timed } from './bench/probe.ts';
import { firstRows, heapUsed, jumpToEnd, keystrokesToCount, PAGED_PROBE } from './bench/paged.ts';
import { ms, ownTimeByKind, PROFILE_MARKERS, profiled } from './bench/profile.ts';
import { generateAtScale, generateDatabase, YEAR_PRESET } from './seed-data.ts';
import { DATA_DIR } from '../server/paths.ts';
import { freePort } from '../server/probe.ts';
import { writeSqliteData } from '../server/sqliteData.ts';

const { values } = parseArgs({ options: { loads: { type: 'string' }, keys: { type: 'string' }, tabs: { type: 'string' }, profile: { type: 'boolean' }, year: { type: 'string' } }, strict: true, args: process.argv.slice(2).map((arg, index, all) => (arg === '--year' && (all[index + 1] === undefined || all[index + 1]!.startsWith('--')) ? '--year=' : arg)) });
const LOADS = Number(values.loads ?? 7);
const KEYS = Number(values.keys ?? 24);

// The large size is as much as the JSON working copy takes comfortably (about 170 MB). A year
// (1,000,000 transactions and activity records, 100,000 consultants) is served from SQLite:
// --year [PATH.sqlite] adds it beside the others for the paged tabs (.data/bench-year.sqlite,
// generated once when missing; bench:backend -- --year makes the same file).
const SIZES: readonly { label: string; consultants: number; transactions: number; activity: number; sqlite?: string }[] = [
  { label: '100 rows', consultants: 100, transactions: 100, activity: 100 },
  { label: '10k / 300k / 300k', consultants: 10_000, transactions: 300_000, activity: 300_000 },
  ...(values.year === undefined ? [] : [{ label: 'a year (SQLite)', ...YEAR_PRESET, sqlite: path.resolve(values.year || path.join(DATA_DIR, 'bench-year.sqlite')) }]),
];
const YEAR_LABEL = 'a year (SQLite)';


/** --tabs Earnings,Dashboard measures only those (the goals are judged on every tab). */
/** --profile: unminified builds, and after each tab the functions that took the most time in one large load. */
const PROFILE = values.profile ?? false;
const TABS = values.tabs ? ALL_TABS.filter((tab) => values.tabs!.split(',').includes(tab.name)) : ALL_TABS;
if (TABS.length === 0) throw new Error(`--tabs: none of ${values.tabs} is one of ${ALL_TABS.map((tab) => tab.name).join(', ')}`);

/**
 * One load: from the answer read and checked (the 'answer <path>' mark http.ts sets), and from
 * its body's arrival, to the frame committed after the first row is in the DOM.
 */
async function dataToPaint(page: Page, url: string, tab: Tab): Promise<{ body: number; checked: number; probe: number; first: number }> {
  let probe = Number.NaN;
  let first = Number.NaN;
  // Each load starts on a clean heap, as an operator's first visit does: the pages loaded before
  // it in this tab left up to 200 MB behind (50,000 transactions a load), and collecting that
  // during a later load's measured window would be the order of the loads speaking, not the app.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.detach();
  const events = await recordTrace(page, async () => {
    await page.goto(url);
    const painted = await page.evaluate(() => (window as unknown as { __rowsPaintedAt: Promise<number> }).__rowsPaintedAt);
    const checked = await page.evaluate((call) => performance.getEntriesByName(`answer ${call}`, 'mark').at(-1)?.startTime, tab.call);
    if (checked !== undefined) probe = painted - checked;
    first = await firstRows(page);
  });
  const checked = markToFrame(events, `answer ${tab.call}`, ROWS_MARK);
  const body = markToFrame(events, `body ${tab.call}`, ROWS_MARK);
  if (checked === undefined || body === undefined) throw new Error(`${tab.name}: no answer from ${tab.call}, or no frame after its rows, in the trace`);
  return { body, checked, probe, first };
}

/** Types each query into the tab's search, key by key, every key through `press`, then clears it. */
async function typeQueries(page: Page, tab: Tab, queries: string[], press: (key: string) => Promise<void>): Promise<void> {
  const box = page.getByRole(tab.search.role, { name: tab.search.name });
  for (const query of queries) {
    await box.fill('');
    await page.waitForTimeout(150);
    await box.focus();
    for (const character of query.slice(0, Math.ceil(KEYS / queries.length))) {
      await press(character === ' ' ? 'Space' : character);
      await page.waitForTimeout(60);
    }
  }
  await box.fill('');
}

// The probe's observer records every change in <main> and its calls run between the keys, so
// it has a pass of its own: the traced pass measures the page alone.

async function keystrokes(page: Page, tab: Tab, queries: string[]): Promise<Timed & { events: TraceEvent[] }> {
  const events = await recordTrace(page, () => typeQueries(page, tab, queries, (key) => page.keyboard.press(key)));
  const probe: number[] = [];
  await typeQueries(page, tab, queries, async (key) => {
    const sample = await measured(page, 'keydown', () => page.keyboard.press(key));
    if (sample !== null) probe.push(sample);
  });
  return { frames: inputToFrame(events, 'keydown'), probe, events };
}

/**
 * Clicks the sort header `times` times (an even number leaves the order as it was), in each pass.
 * The mouse clicks at the button's centre, as an operator's does: a locator's click also runs
 * Playwright's hit-target check in listeners of its own, inside the click's task (a layout and
 * an elementsFromPoint per click), which the trace would count as the page's time.
 */
async function sorts(page: Page, tab: Tab, times = 6): Promise<Timed> {
  const header = page.getByRole('table', { name: tab.table }).getByRole('columnheader', { name: tab.sortHeader });
  const button = header.getByRole('button');
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error(`The sort button of ${tab.name} is not on the page.`);
  const click = () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const before = await header.getAttribute('aria-sort');
  const events = await recordTrace(page, async () => {
    for (let index = 0; index < times; index += 1) {
      await click();
      await page.waitForTimeout(100);
      if (index === 0 && (await header.getAttribute('aria-sort')) === before) throw new Error(`A click on ${tab.name}'s sort button did not sort.`);
    }
  });
  const probe: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const sample = await measured(page, 'click', click);
    if (sample !== null) probe.push(sample);
    await page.waitForTimeout(100);
  }
  return { frames: inputToFrame(events, 'click'), probe };
}

/** A 2×2 PNG standing in for every photo (the tables show them at 32 to 36 px). */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4AWNk+M/AwMDAxMDAwMDAAAAZ2QIBpY3Y2QAAAABJRU5ErkJggg==', 'base64');

interface Side {
  size: (typeof SIZES)[number];
  db: ReturnType<typeof generateDatabase>;
  webOrigin: string;
  page: Page;
  close: () => Promise<void>;
}

/** One size: its data, its backend, a build of the app that calls that backend, and a signed-in page. */
async function startSide(work: string, browser: Browser, size: (typeof SIZES)[number]): Promise<Side> {
  // A year's side types the small side's names (generated alike): its data stays in its file.
  const db = generateDatabase(size.sqlite ? SIZES[0]! : { consultants: size.consultants, transactions: size.transactions, activity: size.activity });
  const dbFile = size.sqlite ?? path.join(work, `db-${size.consultants}.json`);
  if (size.sqlite && !fs.existsSync(size.sqlite)) {
    console.log(`Generating a year of data into ${size.sqlite} (about 5 minutes, once)…`);
    writeSqliteData(size.sqlite, generateAtScale(YEAR_PRESET));
  }
  const apiPort = await freePort();
  // The generated photos are on a public host this machine cannot reach: the backend serves a
  // small picture for each from its uploads folder instead, so rows load and cache photos as
  // they would online (routing them in the browser would turn its cache off).
  const uploadsDir = path.join(work, `uploads-${size.consultants}`);
  fs.mkdirSync(uploadsDir, { recursive: true });
  const photos = new Set<string>();
  const withLocalPhotos = JSON.stringify(db).replace(/https:\/\/i\.pravatar\.cc\/150\?img=(\d+)/g, (_, number: string) => {
    photos.add(number);
    return `http://127.0.0.1:${apiPort}/uploads/avatar-${number}.png`;
  });
  for (const number of photos) fs.writeFileSync(path.join(uploadsDir, `avatar-${number}.png`), PHOTO);
  // A year's photos are the backend's own pictures (/avatars/, issue 26), read from its file as they are.
  if (!size.sqlite) fs.writeFileSync(dbFile, withLocalPhotos);
  const webPort = await freePort();
  const webOrigin = `http://127.0.0.1:${webPort}`;
  const backend = await startBenchBackend(dbFile, uploadsDir, { port: apiPort, corsOrigins: [webOrigin] });
  const outDir = path.join(work, `dist-${size.consultants}`);
  console.log(`Building the app for ${size.label}…`);
  process.env.VITE_API_BASE_URL = `http://127.0.0.1:${apiPort}`;
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, minify: !PROFILE } });
  const server = await preview({ logLevel: 'warn', build: { outDir }, preview: { port: webPort, strictPort: true, host: '127.0.0.1' } });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(PROBE);
  await context.addInitScript(PAGED_PROBE);
  if (PROFILE) await context.addInitScript(PROFILE_MARKERS);
  const operator = db.operators[0]!;
  // Signed in as the browser is after /login2: the session cookie, and the operator's details for every tab.
  await context.addCookies([{ name: 'consult_session', value: backend.token, url: `http://127.0.0.1:${apiPort}`, httpOnly: true, sameSite: 'Strict' }]);
  const session = JSON.stringify({ user: { _id: operator._id, name: operator.name, phoneNumber: operator.phoneNumber }, expiresAt: new Date(Date.now() + 12 * 3600_000).toISOString() });
  await context.addInitScript((value) => window.localStorage.setItem('consult.session', value), session);
  const page = await context.newPage();
  return {
    size,
    db,
    webOrigin,
    page,
    close: async () => {
      await context.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      await backend.close();
    },
  };
}

/** A paged tab's own figures at one size: first rows (the loads' median), keystrokes to their count (p95), jumps to the end (median of 3) and the heap after the last. */
async function pagedFigures(side: Side, tab: Tab, first: number) {
  const { page } = side;
  const keyToCount = percentile(await keystrokesToCount(page, tab.search, tab.queries(side.db), KEYS), 0.95);
  const jumps: number[] = [];
  for (let jump = 0; jump < 3; jump += 1) {
    await page.goto(`${side.webOrigin}${tab.path}`);
    await firstRows(page);
    jumps.push(await jumpToEnd(page, tab.table));
  }
  return { first, keyToCount, jump: median(jumps), heap: await heapUsed(page) };
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'consult-bench-tables-'));
  const browser = await chromium.launch(chromiumLaunchOptions);
  const results: { tab: string; size: string; paint: number; bodyPaint: number; key: number; sort: number; paged?: { first: number; keyToCount: number; jump: number; heap: number } }[] = [];
  const ratioOf = (small: number, large: number) => `×${(large / small).toFixed(2)}`;
  // Both sizes side by side: a backend and a build of the app (the API address is built in)
  // for each, and their loads alternate, so a slow moment of the machine weighs on both alike.
  const sides: Side[] = [];
  try {
    for (const size of SIZES) sides.push(await startSide(work, browser, size));
    for (const tab of TABS) {
      // A year is measured on the tabs that ask a page at a time: the others download whole collections.
      const tabSides = sides.filter((side) => tab.paged || !side.size.sqlite);
      const loads = new Map<Side, { body: number; checked: number; probe: number; first: number }[]>(tabSides.map((side) => [side, []]));
      for (const side of tabSides) await dataToPaint(side.page, `${side.webOrigin}${tab.path}`, tab); // warm-up: code and fonts cached
      for (let load = 0; load < LOADS; load += 1) {
        for (const side of tabSides) loads.get(side)!.push(await dataToPaint(side.page, `${side.webOrigin}${tab.path}`, tab));
      }
      for (const side of tabSides) {
        const measured = loads.get(side)!;
        const paint = median(measured.map((one) => one.checked));
        const bodyPaint = median(measured.map((one) => one.body));
        const keys = await keystrokes(side.page, tab, tab.queries(side.db));
        const sorted = await sorts(side.page, tab);
        const paged = tab.paged ? await pagedFigures(side, tab, median(measured.map((one) => one.first))) : undefined;
        results.push({ tab: tab.name, size: side.size.label, paint, bodyPaint, key: median(keys.frames), sort: median(sorted.frames), ...(paged ? { paged } : {}) });
        if (paged) console.log(`${tab.name.padEnd(17)} ${side.size.label.padEnd(16)} first rows ${ms(paged.first)}   keystroke→count p95 ${ms(paged.keyToCount)}   jump to the end ${ms(paged.jump)}   heap ${(paged.heap / 1e6).toFixed(1)} MB`);
        if (PROFILE) {
          const load = await profiled(side.page, () => dataToPaint(side.page, `${side.webOrigin}${tab.path}`, tab), true);
          console.log(`  self time in one load of ${tab.name} at ${side.size.label}:\n    ${load.join('\n    ')}`);
          const typing = await profiled(side.page, () => keystrokes(side.page, tab, tab.queries(side.db)), false);
          console.log(`  busy time while typing in ${tab.name} at ${side.size.label}:\n    ${typing.join('\n    ')}`);
          const kinds = ownTimeByKind((await keystrokes(side.page, tab, tab.queries(side.db))).events);
          console.log(`  main-thread work while typing in ${tab.name} at ${side.size.label} (trace, own time):\n    ${kinds.join('\n    ')}`);
        }
        const probe = median(measured.map((one) => one.probe));
        console.log(
          `${tab.name.padEnd(17)} ${side.size.label.padEnd(16)} data→frame ${ms(paint)} (from the body ${ms(bodyPaint)})   keystroke→frame ${ms(median(keys.frames))} (${keys.frames.length} keys)   sort→frame ${ms(median(sorted.frames))}\n` +
            `${''.padEnd(34)} in-page probe: data ${ms(probe)}   keystroke ${ms(median(keys.probe))}   sort ${ms(median(sorted.probe))}`,
        );
      }
    }
  } finally {
    for (const side of sides) await side.close();
    await browser.close();
    fs.rmSync(work, { recursive: true, force: true });
  }

  console.log('\nLarge / small, frames from the trace (goal: data→frame ratio ≤ 1.5, Activity excepted; keystroke median ≤ 16 ms at the large size)');
  let met = true;
  for (const tab of TABS.filter((one) => one.paged)) {
    const [small, ...larger] = SIZES.map((size) => results.find((result) => result.tab === tab.name && result.size === size.label)!.paged!);
    larger.forEach((large, index) => {
      const ok = large.first / small!.first <= 1.5 && large.keyToCount <= 250 && large.jump <= 500 && large.heap / small!.heap <= 1.5;
      met &&= ok;
      const label = SIZES[index + 1]!.label === YEAR_LABEL ? `${tab.name} (a year)` : tab.name;
      console.log(
        `${label.padEnd(24)} first rows ${ratioOf(small!.first, large.first)}   keystroke→count p95 ${ms(large.keyToCount)}   jump ${ms(large.jump)}   heap ${ratioOf(small!.heap, large.heap)}   ${ok ? 'met' : 'NOT met'} (goals: ×1.5, 250 ms, 500 ms, ×1.5)`,
      );
    });
  }
  for (const tab of TABS.filter((one) => !one.paged)) {
    const [small, large] = SIZES.filter((size) => !size.sqlite).map((size) => results.find((result) => result.tab === tab.name && result.size === size.label)!);
    const ratio = large!.paint / small!.paint;
    const ok = (tab.goal === 'keystroke' || ratio <= 1.5) && large!.key <= 16;
    met &&= ok;
    console.log(
      `${tab.name.padEnd(17)} data→frame ${ratioOf(small!.paint, large!.paint)} (from the body ${ratioOf(small!.bodyPaint, large!.bodyPaint)})   keystroke ${ms(large!.key)} (${ratioOf(small!.key, large!.key)})   sort ${ms(large!.sort)} (${ratioOf(small!.sort, large!.sort)})   ${ok ? 'met' : 'NOT met'}`,
    );
  }
  const settle = await measureSettle(10_000, { transactions: 50_000, settles: 40 });
  console.log(`\nBackend settle at 10,000 consultants / 50,000 transactions: median ${ms(settle.median)}, p95 ${ms(settle.p95)} (goal: median ≤ 50 ms) ${settle.median <= 50 ? 'met' : 'NOT met'}`);
  if (!met || settle.median > 50) process.exitCode = 1;
}

await main();
