/**
 * npm run bench:test: what `npm test` costs, part by part, measured one part after another:
 * the CPU-seconds of each part's whole process tree (user + system: tsc, oxlint, Vitest's
 * workers, Chromium and every helper it starts) and its wall time. scripts/bench/cpu-tree.py
 * runs each part as a child subreaper, so descendants orphaned on the way (Chromium's
 * renderers when the browser is closed) are reaped there and their time counted too.
 *
 *   npm run bench:test                      this checkout
 *   npm run bench:test -- --dir /tmp/base   another checkout (with its own npm ci), e.g. main
 *   npm run bench:test -- --parts stories   only some parts (typecheck,lint,unit,dom,stories)
 *   npm run bench:test -- --against /tmp/base [--rounds 2]
 *                                           this checkout against another, part by part, side
 *                                           by side: each part in both, in the order base, this,
 *                                           then this, base in the next round (so a machine that
 *                                           slows down during the run favours neither), means
 *                                           of the rounds and the ratio this ÷ base
 *
 * Wall times on these shared machines swing twofold from day to day; CPU-seconds swing less,
 * and two checkouts are compared only when measured in the same session on one machine.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

interface Part {
  name: string;
  command: string;
}

const PARTS: Part[] = [
  { name: 'typecheck', command: 'npm run --silent typecheck' },
  { name: 'lint', command: 'npm run --silent lint' },
  { name: 'unit', command: 'node_modules/.bin/vitest run --project unit' },
  { name: 'dom', command: 'node_modules/.bin/vitest run --project dom' },
  { name: 'stories', command: 'node_modules/.bin/vitest run --project storybook' },
];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const CPU_TREE = path.join(import.meta.dirname, 'bench', 'cpu-tree.py');

/** Runs `command` in `dir` under cpu-tree.py; its answer is one line of JSON. */
export function cpuOfTree(command: string, dir: string): { cpuSeconds: number; wallSeconds: number; status: number } {
  const run = spawnSync('python3', [CPU_TREE, command], { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  if (run.status !== 0 || run.error) throw new Error(`cpu-tree.py failed: ${run.error?.message ?? run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as { cpuSeconds: number; wallSeconds: number; status: number };
}

interface Measure {
  name: string;
  cpuSeconds: number;
  wallSeconds: number;
  ok: boolean;
}

function measure(part: Part, dir: string): Measure {
  const { cpuSeconds, wallSeconds, status } = cpuOfTree(part.command, dir);
  return { name: part.name, cpuSeconds, wallSeconds, ok: status === 0 };
}

/** Which checkout goes first in each round: base, this; then this, base; and so on. */
export function roundOrder(rounds: number): Array<['base', 'this'] | ['this', 'base']> {
  return Array.from({ length: rounds }, (_, round) => (round % 2 === 0 ? ['base', 'this'] : ['this', 'base']));
}

export interface SideBySide {
  name: string;
  base: number[];
  current: number[];
  failed: boolean;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The table `--against` prints: each part's mean CPU-seconds in both checkouts, and the ratio. */
export function sideBySideTable(rows: SideBySide[]): string {
  const line = (name: string, base: number, current: number, note = '') =>
    `${name.padEnd(10)} ${base.toFixed(1).padStart(10)} ${current.toFixed(1).padStart(10)} ${(current / base).toFixed(2).padStart(9)}${note}`;
  const out = [`${'part'.padEnd(10)} ${'base CPU-s'.padStart(10)} ${'this CPU-s'.padStart(10)} ${'this/base'.padStart(9)}`];
  for (const row of rows) {
    const runs = row.base.length > 1 ? `   (runs: base ${row.base.map((v) => v.toFixed(1)).join(', ')}; this ${row.current.map((v) => v.toFixed(1)).join(', ')})` : '';
    out.push(line(row.name, mean(row.base), mean(row.current), `${runs}${row.failed ? '   (a run failed)' : ''}`));
  }
  out.push(line('total', rows.reduce((sum, row) => sum + mean(row.base), 0), rows.reduce((sum, row) => sum + mean(row.current), 0)));
  return out.join('\n');
}

function compare(parts: Part[], baseDir: string, rounds: number) {
  console.log(`npm test's parts in ${path.resolve('.')} (this) against ${baseDir} (base), side by side, ${rounds} round(s)\n`);
  const rows = parts.map((part): SideBySide & { part: Part } => ({ part, name: part.name, base: [], current: [], failed: false }));
  for (const order of roundOrder(rounds)) {
    for (const row of rows) {
      for (const which of order) {
        const result = measure(row.part, which === 'base' ? baseDir : path.resolve('.'));
        row[which === 'base' ? 'base' : 'current'].push(result.cpuSeconds);
        if (!result.ok) row.failed = true;
      }
    }
  }
  console.log(sideBySideTable(rows));
  if (rows.some((row) => row.failed)) console.log('\nA run failed: its figures count the work done until it stopped.');
}

function main() {
  const dir = path.resolve(option('dir') ?? '.');
  const wanted = option('parts')?.split(',');
  const parts = wanted ? PARTS.filter((part) => wanted.includes(part.name)) : PARTS;
  const against = option('against');
  if (against) {
    compare(parts, path.resolve(against), Math.max(1, Number(option('rounds') ?? 1)));
    return;
  }
  console.log(`npm test's parts, one after another, in ${dir}\n`);
  console.log('part        CPU-s     wall-s   CPU/wall');
  const results: Measure[] = [];
  for (const part of parts) {
    const result = measure(part, dir);
    results.push(result);
    const ratio = result.wallSeconds > 0 ? result.cpuSeconds / result.wallSeconds : 0;
    console.log(`${part.name.padEnd(10)} ${result.cpuSeconds.toFixed(1).padStart(7)}  ${result.wallSeconds.toFixed(1).padStart(9)}   ${ratio.toFixed(2).padStart(6)}${result.ok ? '' : '   (failed)'}`);
  }
  const cpu = results.reduce((sum, result) => sum + result.cpuSeconds, 0);
  const wall = results.reduce((sum, result) => sum + result.wallSeconds, 0);
  console.log(`${'total'.padEnd(10)} ${cpu.toFixed(1).padStart(7)}  ${wall.toFixed(1).padStart(9)}`);
  if (results.some((result) => !result.ok)) {
    console.log('\nA part failed: its figures count the work done until it stopped.');
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
