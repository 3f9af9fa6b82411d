/**
 * npm run bench:backend [-- --settles N]: POST /settle_payment over HTTP, signed in, against
 * the json-server backend on 10,000 consultants / 50,000 transactions and on 100 / 500.
 * Prints the median and 95th percentile of each and how much slower the large set is.
 */
import { parseArgs } from 'node:util';
import { measureSettle, type SettleTimings } from './bench/backend.ts';

/** The target: a settlement on the large data set answers within this median. */
export const TARGET_MEDIAN_MS = 50;

const { values } = parseArgs({ options: { settles: { type: 'string' } }, strict: true });
const settles = values.settles === undefined ? 60 : Number(values.settles);
if (!Number.isInteger(settles) || settles < 1) throw new Error(`--settles must be a positive whole number, got '${values.settles}'`);

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const line = (timings: SettleTimings) =>
  `${timings.consultants.toLocaleString('en-US').padStart(7)} consultants / ${timings.transactions.toLocaleString('en-US').padStart(6)} transactions   median ${ms(timings.median)}   p95 ${ms(timings.p95)}`;

const large = await measureSettle(10_000, { settles });
console.log(line(large));
const small = await measureSettle(100, { settles });
console.log(line(small));
console.log(`large / small: median ×${(large.median / small.median).toFixed(2)}, p95 ×${(large.p95 / small.p95).toFixed(2)} (${settles} settlements each)`);
console.log(`target (median ≤ ${TARGET_MEDIAN_MS} ms at 10,000 consultants): ${large.median <= TARGET_MEDIAN_MS ? 'met' : 'NOT met'}`);
