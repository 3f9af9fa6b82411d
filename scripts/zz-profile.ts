import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { chromiumLaunchOptions } from '/work/main/browser.config.ts';
import { startBenchBackend } from '/work/main/scripts/bench/backend.ts';
import { generateDatabase } from '/work/main/scripts/seed-data.ts';

const tabPath = process.argv[2] ?? '/dashboard/earnings';
const boxName = process.argv[3] ?? 'Search this tab';
const mode = process.argv[4] ?? 'keys';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'prof-'));
process.env.VITE_API_BASE_URL = 'http://127.0.0.1:3999';
await build({ logLevel: 'warn', build: { outDir: path.join(work, 'dist'), minify: false } });
const server = await preview({ logLevel: 'warn', build: { outDir: path.join(work, 'dist') }, preview: { port: 4999, strictPort: true, host: '127.0.0.1' } });
const db = generateDatabase({ consultants: Number(process.env.N ?? 10000), transactions: Number(process.env.N ?? 10000) * 5 });
const dbFile = path.join(work, 'db.json');
fs.writeFileSync(dbFile, JSON.stringify(db));
const backend = await startBenchBackend(dbFile, path.join(work, 'up'), { port: 3999, corsOrigins: ['http://127.0.0.1:4999'] });
const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const session = JSON.stringify({ token: backend.token, user: { _id: db.operators[0]!._id, name: 'x', phoneNumber: '+91' } });
await context.addInitScript((value) => window.sessionStorage.setItem('consult.session', value), session);
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
if (mode === 'load') await cdp.send('Profiler.start');
await page.goto(`http://127.0.0.1:4999${tabPath}`);
await page.waitForSelector('tbody tr[aria-rowindex="2"]');
await page.waitForTimeout(500);
if (mode === 'keys') {
  await cdp.send('Profiler.start');
  const box = page.getByRole('searchbox', { name: boxName });
  for (const q of [db.consultants[0]!.name, db.consultants[1]!.name]) {
    await box.fill('');
    await box.focus();
    for (const ch of q) { await page.keyboard.press(ch === ' ' ? 'Space' : ch); await page.waitForTimeout(50); }
  }
}
const { profile } = await cdp.send('Profiler.stop');
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas ?? [];
profile.samples?.forEach((id, i) => {
  const n = byId.get(id)!;
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
});
console.log([...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 45).map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`).join('\n'));
await browser.close();
await backend.close();
server.httpServer.close();
