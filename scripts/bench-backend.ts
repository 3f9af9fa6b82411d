/**
 * npm run bench:backend [-- --settles N]: POST /settle_payment over HTTP, signed in, against
 * the json-server backend on 10,000 consultants / 50,000 transactions and on 100 / 500.
 * Prints the median and 95th percentile of each and how much slower the large set is.
 *
 * npm run bench:backend -- --year [PATH.sqlite] [--seconds N]: the backend on a year of data
 * (issue 47) in SQLite: its start and memory, every list's page for each sort and filter it
 * offers, and 20 readers with 5 writers at once. PATH defaults to .data/bench-year.sqlite,
 * generated (about 5 minutes) when missing; its writes land there, never in your working copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DATA_DIR } from '../server/paths.ts';
import { writeSqliteData } from '../server/sqliteData.ts';
import { measureSettle, type SettleTimings } from './bench/backend.ts';
import { benchYear } from './bench/year.ts';
import { generateAtScale, YEAR_PRESET } from './seed-data.ts';

/** The target: a settlement on the large data set answers within this median. */
export const TARGET_MEDIAN_MS = 50;
/** Issue 47's targets at a year. */
const YEAR_TARGETS = { pageP95Ms: 50, loadP99Ms: 300, startSeconds: 10, rssMb: 1024 };

const { values } = parseArgs({ options: { settles: { type: 'string' }, year: { type: 'string' }, seconds: { type: 'string' } }, strict: true, allowPositionals: true, args: process.argv.slice(2).map((arg, index, all) => (arg === '--year' && (all[index + 1] === undefined || all[index + 1]!.startsWith('--')) ? '--year=' : arg)) });
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

if (values.year !== undefined) {
  const file = path.resolve(values.year || path.join(DATA_DIR, 'bench-year.sqlite'));
  const seconds = values.seconds === undefined ? 30 : Number(values.seconds);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`--seconds must be a positive whole number, got '${values.seconds}'`);
  if (!fs.existsSync(file)) {
    console.log(`Generating a year of data into ${file} (about 5 minutes, once)…`);
    writeSqliteData(file, generateAtScale(YEAR_PRESET));
  }
  const figures = await benchYear(file, { seconds });
  console.log(`A year in SQLite (${file}):`);
  console.log(`  start          ${figures.startSeconds.toFixed(1)} s to listening (target ≤ ${YEAR_TARGETS.startSeconds} s: ${verdict(figures.startSeconds <= YEAR_TARGETS.startSeconds)})`);
  // Issue 47 bounds the resident size at start; what it reaches as the views warm and under the load is said beside it.
  console.log(`  resident size  ${Math.round(figures.rssMb)} MB once listening (target ≤ ${YEAR_TARGETS.rssMb} MB: ${verdict(figures.rssMb <= YEAR_TARGETS.rssMb)}); at most ${Math.round(figures.peakBeforeLoadRssMb)} MB with every view asked, ${Math.round(figures.peakRssMb)} MB by the end of the load`);
  for (const list of figures.pages) {
    console.log(`  ${list.list.padEnd(13)}  ${String(list.queries).padStart(3)} page queries, each view asked the first time   p95 ${ms(list.p95)}   slowest ${ms(list.max)} (${list.slowest})   target p95 ≤ ${YEAR_TARGETS.pageP95Ms} ms: ${verdict(list.p95 <= YEAR_TARGETS.pageP95Ms)}`);
  }
  console.log(`  the same queries warm (each view's count kept): mean ${ms(figures.warm.mean)}; over 20 ms:`);
  for (const slow of figures.warm.slow) console.log(`    ${ms(slow.ms)}  ${slow.label}`);
  const { load } = figures;
  console.log(`  20 readers + 5 writers for ${load.seconds} s: ${load.reads} reads, ${load.writes} writes, ${load.errors} errors; reads p50 ${ms(load.readP50)} p99 ${ms(load.readP99)}; writes p99 ${ms(load.writeP99)}`);
  console.log(`  target (0 errors, p99 ≤ ${YEAR_TARGETS.loadP99Ms} ms): ${verdict(load.errors === 0 && load.p99 <= YEAR_TARGETS.loadP99Ms)} (p99 of all ${ms(load.p99)})`);
} else {
  const settles = values.settles === undefined ? 60 : Number(values.settles);
  if (!Number.isInteger(settles) || settles < 1) throw new Error(`--settles must be a positive whole number, got '${values.settles}'`);
  const line = (timings: SettleTimings) =>
    `${timings.consultants.toLocaleString('en-US').padStart(7)} consultants / ${timings.transactions.toLocaleString('en-US').padStart(6)} transactions   median ${ms(timings.median)}   p95 ${ms(timings.p95)}`;
  const large = await measureSettle(10_000, { settles });
  console.log(line(large));
  const small = await measureSettle(100, { settles });
  console.log(line(small));
  console.log(`large / small: median ×${(large.median / small.median).toFixed(2)}, p95 ×${(large.p95 / small.p95).toFixed(2)} (${settles} settlements each)`);
  console.log(`target (median ≤ ${TARGET_MEDIAN_MS} ms at 10,000 consultants): ${verdict(large.median <= TARGET_MEDIAN_MS)}`);
}
