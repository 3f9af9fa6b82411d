/**
 * Fails when a test runner ran fewer tests than tests/expected-counts.json expects, or
 * skipped any: a glob that silently matches nothing, a story file that stopped loading or a
 * journey left out must turn CI red, not green. Reads the JSON reports npm test and
 * npm run test:e2e write to .reports/ (run by .ci/run after both).
 */
import fs from 'node:fs';
import path from 'node:path';

type Floor = { files?: number; tests: number };
interface Expected {
  vitest: Record<string, Floor>;
  playwright: Floor;
}

interface VitestReport {
  testResults: { name: string; assertionResults: { status: string }[] }[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; skipped: number; flaky: number };
}

const root = path.resolve(import.meta.dirname, '..');
const read = <T>(file: string): T | null => {
  const full = path.join(root, file);
  return fs.existsSync(full) ? (JSON.parse(fs.readFileSync(full, 'utf8')) as T) : null;
};

/** Which Vitest project a test file belongs to (vitest.config.ts): stories, .test.tsx or .test.ts. */
export function projectOf(file: string): string {
  if (file.includes(`${path.sep}stories${path.sep}`) || file.includes('/stories/')) return 'storybook';
  return file.endsWith('.test.tsx') ? 'dom' : 'unit';
}

function main(): number {
  const expected = read<Expected>('tests/expected-counts.json');
  if (!expected) throw new Error('tests/expected-counts.json is missing');
  const problems: string[] = [];

  const vitest = read<VitestReport>('.reports/vitest.json');
  if (!vitest) problems.push('.reports/vitest.json is missing: did npm test run?');
  else {
    for (const [project, floor] of Object.entries(expected.vitest)) {
      const files = vitest.testResults.filter((result) => projectOf(result.name) === project);
      const results = files.flatMap((file) => file.assertionResults);
      const passed = results.filter((result) => result.status === 'passed').length;
      const skipped = results.filter((result) => result.status !== 'passed' && result.status !== 'failed').length;
      console.log(`vitest ${project.padEnd(9)} ${String(files.length).padStart(4)} files (at least ${floor.files ?? 0}), ${String(passed).padStart(4)} tests passed (at least ${floor.tests}), ${skipped} skipped`);
      if (floor.files !== undefined && files.length < floor.files) problems.push(`vitest ${project}: ${files.length} files ran, expected at least ${floor.files}`);
      if (passed < floor.tests) problems.push(`vitest ${project}: ${passed} tests passed, expected at least ${floor.tests}`);
      if (skipped > 0) problems.push(`vitest ${project}: ${skipped} tests were skipped or left to do`);
    }
  }

  const playwright = read<PlaywrightReport>('.reports/e2e.json');
  if (!playwright) problems.push('.reports/e2e.json is missing: did npm run test:e2e run?');
  else {
    const { expected: passed, skipped, flaky } = playwright.stats;
    console.log(`playwright        ${String(passed + flaky).padStart(4)} journeys passed (at least ${expected.playwright.tests}), ${skipped} skipped`);
    if (passed + flaky < expected.playwright.tests) problems.push(`playwright: ${passed + flaky} journeys passed, expected at least ${expected.playwright.tests}`);
    if (skipped > 0) problems.push(`playwright: ${skipped} journeys were skipped`);
  }

  for (const problem of problems) console.error(`✗ ${problem}`);
  return problems.length === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
