/**
 * npm run test:changed: the check for the minutes between commits. Only what the change
 * touches: oxlint on the changed files, the type check (of the whole project: a
 * change to one file can break the types of another, and TypeScript 7 checks all of it in a
 * few seconds), and the tests Vitest relates to the changed files (`--changed`: their own tests,
 * and the tests and stories that import them). `npm test` stays the full check CI runs.
 *
 *   npm run test:changed                  against HEAD: uncommitted and untracked files
 *   npm run test:changed -- --base main   against another commit: everything since it too
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const LINTED = /\.(ts|tsx|js|mjs)$/;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function git(args: string[]): string[] {
  const run = spawnSync('git', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout.split('\n').filter(Boolean);
}

/** Files changed against `base` (committed since it, staged or not) and untracked ones, that still exist. */
export function changedFiles(base: string): string[] {
  const changed = git(['diff', '--name-only', '--diff-filter=d', base]);
  const untracked = git(['ls-files', '--others', '--exclude-standard']);
  return [...new Set([...changed, ...untracked])].sort();
}

interface Step {
  name: string;
  command: string;
  args: string[];
}

export function stepsFor(files: readonly string[], base: string): Step[] {
  const linted = files.filter((file) => LINTED.test(file));
  const steps: Step[] = [{ name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] }];
  if (linted.length > 0) {
    steps.push({ name: 'oxlint', command: 'node_modules/.bin/oxlint', args: ['--type-aware', '--tsconfig', 'tsconfig.json', '--deny-warnings', ...linted] });
  }
  steps.push({ name: 'vitest', command: 'node_modules/.bin/vitest', args: ['run', '--changed', base, '--passWithNoTests'] });
  return steps;
}

function main() {
  const base = option('base') ?? 'HEAD';
  const files = changedFiles(base);
  if (files.length === 0) {
    console.log(`Nothing changed against ${base}.`);
    return;
  }
  console.log(`${files.length} changed file(s) against ${base}.`);
  const started = performance.now();
  for (const step of stepsFor(files, base)) {
    const stepStarted = performance.now();
    console.log(`\n> ${step.name}`);
    const run = spawnSync(step.command, step.args, { stdio: 'inherit' });
    const seconds = ((performance.now() - stepStarted) / 1000).toFixed(1);
    if (run.status !== 0) {
      console.log(`\n${step.name} failed (${seconds} s).`);
      process.exit(run.status ?? 1);
    }
    console.log(`${step.name}: passed in ${seconds} s`);
  }
  console.log(`\ntest:changed passed in ${((performance.now() - started) / 1000).toFixed(1)} s; npm test is the full check.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
