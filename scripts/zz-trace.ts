import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { chromiumLaunchOptions } from '/work/main/browser.config.ts';
import { startBenchBackend } from '/work/main/scripts/bench/backend.ts';
import { generateDatabase } from '/work/main/scripts/seed-data.ts';

const tabPath = process.argv[2] ?? '/dashboard/earnings';
const call = process.argv[3] ?? '/earnings_dashboard';
const sizes = [Number(process.argv[4] ?? 10000)];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-'));
process.env.VITE_API_BASE_URL = 'http://127.0.0.1:3998';
await build({ logLevel: 'warn', build: { outDir: path.join(work, 'dist'), minify: false } });
const server = await preview({ logLevel: 'warn', build: { outDir: path.join(work, 'dist') }, preview: { port: 4998, strictPort: true, host: '127.0.0.1' } });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const n of sizes) {
  const db = generateDatabase({ consultants: n, transactions: n * 5 });
  const dbFile = path.join(work, `db${n}.json`);
  fs.writeFileSync(dbFile, JSON.stringify(db));
  const backend = await startBenchBackend(dbFile, path.join(work, 'up'), { port: 3998, corsOrigins: ['http://127.0.0.1:4998'] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const session = JSON.stringify({ token: backend.token, user: { _id: db.operators[0]!._id, name: 'x', phoneNumber: '+91' } });
  await context.addInitScript((value) => window.sessionStorage.setItem('consult.session', value), session);
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:4998${tabPath}`);
  await page.waitForSelector('tbody tr[aria-rowindex="2"]');
  const totals = new Map<string, number>();
  if (process.env.KEYS) {
    const box = page.getByRole('searchbox', { name: process.env.BOX ?? 'Search this tab' });
    await box.focus();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
    let keys = 0;
    for (const name of [db.consultants[3]!.name, db.consultants[4]!.name]) {
      await box.fill('');
      await page.waitForTimeout(300);
      for (const ch of name.slice(0, 8)) { await page.keyboard.press(ch === ' ' ? 'Space' : ch); keys++; await page.waitForTimeout(80); }
    }
    const buf = await browser.stopTracing();
    const events = JSON.parse(buf.toString()).traceEvents as any[];
    const main = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown')[0];
    const sums = new Map<string, number>();
    for (const e of events) if (e.ph === 'X' && main && e.pid === main.pid && e.tid === main.tid) sums.set(e.name, (sums.get(e.name) ?? 0) + (e.dur ?? 0) / 1000 / keys);
    const byType = new Map<string, number>();
    for (const e of events) if (e.name === 'EventDispatch' && main && e.tid === main.tid) byType.set(e.args.data.type, (byType.get(e.args.data.type) ?? 0) + e.dur / 1000 / keys);
    console.log('dispatch per key by type:', [...byType.entries()].map(([k, v]) => `${k}=${v.toFixed(2)}`).join(' '));
    const fc = new Map<string, number>();
    for (const e of events) if (e.name === 'FunctionCall' && main && e.tid === main.tid) { const k = `${e.args?.data?.functionName}@${(e.args?.data?.url ?? '').split('/').pop()}:${e.args?.data?.lineNumber}`; fc.set(k, (fc.get(k) ?? 0) + e.dur / 1000 / keys); }
    console.log('function calls per key:', [...fc.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k}=${v.toFixed(2)}`).join('  '));
    console.log('per key:', [...sums.entries()].filter(([, v]) => v > 0.2).sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${k}=${v.toFixed(2)}`).join('  '));
    process.exit(0);
  }
  for (let run = 0; run < 3; run++) {
    await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
    await page.reload();
    await page.waitForSelector('tbody tr[aria-rowindex="2"]');
    await page.waitForTimeout(300);
    const buf = await browser.stopTracing();
    const events = (JSON.parse(buf.toString()).traceEvents ?? JSON.parse(buf.toString())) as any[];
    const mark = events.find((e) => e.name === `answer ${call}` );
    if (!mark) { console.log('no mark'); continue; }
    const main = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && e.ts >= mark.ts);
    // first Paint after mark with rows: approximate end = first 'Paint' or 'PaintImage' event after the first 'UpdateLayoutTree' following the mark +  take window 1s
    const end = mark.ts + 1_000_000;
    for (const e of main) {
      if (e.ts > end) continue;
      totals.set(e.name, (totals.get(e.name) ?? 0) + (e.dur ?? 0) / 1000 / 3);
    }
    // time from mark to the first Commit/Paint after the last long FunctionCall
    const calls = main.filter((e) => e.name === 'FunctionCall' || e.name === 'TimerFire' || e.name === 'RunMicrotasks' || e.name === 'v8.callFunction').filter((e) => e.ts < end);
    const big = calls.filter((e) => e.dur > 2000).map((e) => `${((e.ts - mark.ts) / 1000).toFixed(1)}+${(e.dur / 1000).toFixed(1)}`);
    console.log(n, 'run', run, 'long calls after mark (start+dur ms):', big.join(' '));
  }
  console.log(n, [...totals.entries()].filter(([, v]) => v > 0.5).sort((a, b) => b[1] - a[1]).slice(0, 18).map(([k, v]) => `${k}=${v.toFixed(1)}`).join('  '));
  await context.close();
  await backend.close();
}
await browser.close();
server.httpServer.close();
fs.rmSync(work, { recursive: true, force: true });
