/**
 * npm run bench:lighthouse (issue 9): mobile Lighthouse on the production build of our app
 * (/, /blog and /blog/123, prerendered) and on an empty Vite + React + react-router app
 * built beside it, both served by `vite preview`, in Debian's Chromium (CHROMIUM_PATH).
 * The targets run in turn, round after round, so load on this shared machine falls on all
 * of them alike; it prints the medians and the ratios to the empty app.
 * Goals: performance 100, LCP at most 0.8 × the empty app's (issue 27), accessibility, best practices
 * and SEO 100. `--runs N` (default 3) rounds; `--strict` exits 1 when a goal is missed.
 * Ports: 4321 (ours) and 4322 (the empty app), or BENCH_LH_PORT and the next one.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build, preview, type PreviewServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../browser.config.ts';
import { DATA_DIR, REPO_ROOT } from '../server/paths.ts';
import { median } from './bench/backend.ts';
import { writeEmptyApp } from './bench/emptyApp.ts';

/** The largest paint of ours over the empty app's, at most (issue 27). */
const LCP_GOAL = 0.8;

const { values } = parseArgs({ options: { runs: { type: 'string' }, strict: { type: 'boolean' } }, strict: true });
const RUNS = Number(values.runs ?? 3);
const PORT = Number(process.env.BENCH_LH_PORT ?? 4321);
const BENCH_DIR = path.join(DATA_DIR, 'bench');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Sample {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  failed: string[];
}

async function buildBoth() {
  const appDist = path.join(BENCH_DIR, 'lighthouse-app-dist');
  await build({ root: REPO_ROOT, configFile: path.join(REPO_ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: appDist, emptyOutDir: true } });
  const emptyRoot = path.join(BENCH_DIR, 'empty-app');
  writeEmptyApp(emptyRoot);
  const emptyDist = path.join(BENCH_DIR, 'lighthouse-empty-dist');
  await build({ root: emptyRoot, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir: emptyDist, emptyOutDir: true } });
  return { appDist, emptyRoot, emptyDist };
}

async function serve(options: { root: string; configFile: string | false; outDir: string; port: number }): Promise<PreviewServer> {
  return preview({ root: options.root, configFile: options.configFile, logLevel: 'warn', build: { outDir: options.outDir }, preview: { port: options.port, strictPort: true, open: false } });
}

async function audit(url: string, chromePort: number): Promise<Sample> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  // What keeps a category below 100: audits that count and did not pass.
  const failed = Object.values(categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1 && audits[ref.id]?.scoreDisplayMode !== 'informative')
      .map((ref) => `${category.id}:${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    failed,
  };
}

async function main() {
  const { appDist, emptyRoot, emptyDist } = await buildBoth();
  const ours = await serve({ root: REPO_ROOT, configFile: path.join(REPO_ROOT, 'vite.config.ts'), outDir: appDist, port: PORT });
  const empty = await serve({ root: emptyRoot, configFile: false, outDir: emptyDist, port: PORT + 1 });
  const targets = [
    { name: 'empty app /', url: `http://localhost:${PORT + 1}/` },
    { name: 'ours /', url: `http://localhost:${PORT}/` },
    { name: 'ours /blog', url: `http://localhost:${PORT}/blog` },
    { name: 'ours /blog/123', url: `http://localhost:${PORT}/blog/123` },
  ];
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
  const samples = new Map<string, Sample[]>(targets.map((target) => [target.name, []]));
  try {
    for (let round = 1; round <= RUNS; round += 1) {
      for (const target of targets) {
        const sample = await audit(target.url, chrome.port);
        samples.get(target.name)?.push(sample);
        console.log(`round ${round}/${RUNS} ${target.name.padEnd(16)} perf ${sample.performance} LCP ${Math.round(sample.lcp)} ms TBT ${Math.round(sample.tbt)} ms a11y ${sample.accessibility} bp ${sample['best-practices']} seo ${sample.seo}${sample.failed.length ? `  below 1: ${sample.failed.join(', ')}` : ''}`);
      }
    }
  } finally {
    chrome.kill();
    await ours.close();
    await empty.close();
  }

  const medianOf = (name: string, key: Exclude<keyof Sample, 'failed'>) => median((samples.get(name) ?? []).map((sample) => sample[key]));
  const baseLcp = medianOf('empty app /', 'lcp');
  const baseTbt = medianOf('empty app /', 'tbt');
  console.log(`\nMedians of ${RUNS} mobile runs each (Lighthouse, default throttling), alternated; × is the ratio to the empty app ('-' when its TBT is 0):`);
  console.log(`  ${'target'.padEnd(16)} ${'perf'.padStart(5)} ${'LCP ms'.padStart(8)} ${'LCP ×'.padStart(6)} ${'FCP ms'.padStart(8)} ${'TBT ms'.padStart(7)} ${'TBT ×'.padStart(6)} ${'CLS'.padStart(6)} ${'a11y'.padStart(5)} ${'bp'.padStart(4)} ${'seo'.padStart(4)}`);
  const misses: string[] = [];
  for (const { name } of targets) {
    const row = {
      perf: medianOf(name, 'performance'),
      lcp: medianOf(name, 'lcp'),
      fcp: medianOf(name, 'fcp'),
      tbt: medianOf(name, 'tbt'),
      cls: medianOf(name, 'cls'),
      a11y: medianOf(name, 'accessibility'),
      bp: medianOf(name, 'best-practices'),
      seo: medianOf(name, 'seo'),
    };
    const lcpRatio = row.lcp / baseLcp;
    console.log(
      `  ${name.padEnd(16)} ${String(row.perf).padStart(5)} ${String(Math.round(row.lcp)).padStart(8)} ${lcpRatio.toFixed(2).padStart(6)} ${String(Math.round(row.fcp)).padStart(8)} ${String(Math.round(row.tbt)).padStart(7)} ${(baseTbt > 0 ? (row.tbt / baseTbt).toFixed(2) : '-').padStart(6)} ${row.cls.toFixed(3).padStart(6)} ${String(row.a11y).padStart(5)} ${String(row.bp).padStart(4)} ${String(row.seo).padStart(4)}`,
    );
    if (!name.startsWith('ours')) continue;
    if (row.perf < 100) misses.push(`${name}: performance ${row.perf} < 100`);
    if (lcpRatio > LCP_GOAL) misses.push(`${name}: LCP ${lcpRatio.toFixed(2)} × the empty app's > ${LCP_GOAL} ×`);
    if (row.a11y < 100) misses.push(`${name}: accessibility ${row.a11y} < 100`);
    if (row.bp < 100) misses.push(`${name}: best practices ${row.bp} < 100`);
    if (row.seo < 100) misses.push(`${name}: SEO ${row.seo} < 100`);
  }
  console.log(misses.length === 0 ? `\nEvery goal met (performance 100, LCP ≤ ${LCP_GOAL} ×, accessibility, best practices and SEO 100).` : `\nGoals missed:\n  ${misses.join('\n  ')}`);
  if (misses.length > 0 && values.strict) process.exitCode = 1;
}

await main();
