/**
 * The README stays a five-minute read and docs/ stays true to the code (issue 49): the README is
 * short and opens with the two commands, every relative link and anchor resolves, every docs page
 * links back to the README, and every npm script and every environment variable the code reads is
 * named in the README or docs/. The variables come from scanning the code, so a new one without
 * its documentation fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const README = path.join(ROOT, 'README.md');
const DOCS = path.join(ROOT, 'docs');
const README_MAX_LINES = 150;
const COMMANDS_WITHIN_LINES = 40;

const read = (file: string) => fs.readFileSync(file, 'utf8');
const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
const docsPages = fs
  .readdirSync(DOCS)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => path.join(DOCS, name));
const pages = [README, ...docsPages];
const allText = pages.map(read).join('\n');

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with fenced code blocks blanked (their lines kept, so line numbers stay right). */
function withoutFences(markdown: string): string {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line;
    })
    .join('\n');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slugOf(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Every anchor a page's headings make, with GitHub's -1, -2 for repeated headings. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(markdown).split('\n')) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = slugOf(heading);
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    anchors.add(times === 0 ? slug : `${slug}-${times}`);
  }
  return anchors;
}

/** The targets of a page's inline links and images, outside code. */
function linksOf(markdown: string): string[] {
  const prose = withoutFences(markdown).replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1] ?? '');
}

/** Why `target`, linked from `page`, does not resolve; null when it does. */
function brokenLink(page: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
  const [file = '', anchor] = target.split('#', 2);
  const resolved = file === '' ? page : path.resolve(path.dirname(page), decodeURIComponent(file));
  if (resolved !== ROOT && !resolved.startsWith(ROOT + path.sep)) return 'points outside the repository';
  if (!fs.existsSync(resolved)) return 'no such file';
  if (anchor === undefined || anchor === '') return null;
  if (!resolved.endsWith('.md')) return null;
  return anchorsOf(read(resolved)).has(decodeURIComponent(anchor)) ? null : `no heading #${anchor}`;
}

/** Folders the scan skips: dependencies, build output, data, reports and screenshots. */
const SKIPPED = new Set(['node_modules', 'dist', '.data', 'storybook-static', '.git', '.reports', 'test-results', 'playwright-report', 'coverage', '.vitest-attachments', '__screenshots__', 'visual', 'public', 'docs']);
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|mdx)$/;
const SHELL = /(^|\/)\.ci\/[^/]+$|\.sh$/;
const THIS_FILE = relative(import.meta.filename);

/** The code and shell files of the repository. */
function sourceFiles(dir = ROOT): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // Only the top level's `visual/` and `public/` hold no code (scripts/visual/ does).
    if (entry.isDirectory()) {
      const top = dir === ROOT;
      if (entry.name === 'node_modules' || entry.name === '.git' || (top && SKIPPED.has(entry.name))) continue;
      files.push(...sourceFiles(full));
    } else if (entry.isFile() && (CODE.test(entry.name) || SHELL.test(relative(full))) && relative(full) !== THIS_FILE) {
      files.push(full);
    }
  }
  return files;
}

const NAME = '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*';
/** process.env.X, import.meta.env.X, env.X (a parameter or loadEnv's result), and the same with ['X']. */
const DIRECT = new RegExp(`\\b(?:process\\.env|import\\.meta\\.env|env)\\??\\.(${NAME})\\b|\\b(?:process\\.env|import\\.meta\\.env|env)\\[\\s*['"\`](${NAME})['"\`]\\s*\\]`, 'g');
/** Vite exposes only VITE_* variables, so any such name in quotes is one the app reads. */
const VITE_NAME = /['"`](VITE_[A-Z0-9_]+)['"`]/g;
/** A read through a name kept elsewhere: env[name], env[key]. */
const DYNAMIC_READ = /\b(?:process\.env|import\.meta\.env|env)\[\s*[A-Za-z_$]/;
/** In a file that reads env[name], every quoted NAME_WITH_UNDERSCORES is taken as a variable's name. */
const QUOTED_NAME = /['"`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"`]/g;
/** Shell: $X and ${X…}. */
const SHELL_READ = /\$\{?([A-Z][A-Z0-9_]*)/g;

/** Every environment variable the code reads, with the first file that reads it. */
function envVariablesRead(files = sourceFiles()): Map<string, string> {
  const found = new Map<string, string>();
  const add = (name: string | undefined, file: string) => {
    if (name && !found.has(name)) found.set(name, relative(file));
  };
  for (const file of files) {
    const text = read(file);
    if (SHELL.test(relative(file))) {
      for (const match of text.matchAll(SHELL_READ)) add(match[1], file);
      continue;
    }
    for (const match of text.matchAll(DIRECT)) add(match[1] ?? match[2], file);
    for (const match of text.matchAll(VITE_NAME)) add(match[1], file);
    if (DYNAMIC_READ.test(text)) for (const match of text.matchAll(QUOTED_NAME)) add(match[1], file);
  }
  return found;
}

/** Whether the docs name a variable in full, as code: `NAME` or `NAME=…`, never `_2` for it. */
const namesVariable = (text: string, name: string) => new RegExp(`\`${escapeRegExp(name)}(?![A-Za-z0-9_])`).test(text);

/** Whether the docs mention a script: `npm run name`, `npm name` for npm's own (start, test), or `name`. */
function mentionsScript(text: string, name: string): boolean {
  const script = escapeRegExp(name);
  const own = name === 'start' || name === 'test' || name === 'stop' || name === 'restart';
  return new RegExp(`npm run ${script}(?![\\w:-])`).test(text) || (own && new RegExp(`npm ${script}(?![\\w:-])`).test(text)) || new RegExp(`\`${script}\``).test(text);
}

describe('README', () => {
  const readme = read(README);
  const lines = readme.split('\n');

  it(`is at most ${README_MAX_LINES} lines`, () => {
    expect(lineCount(readme)).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it(`gives the two commands, running the app and passing the tests, within its first ${COMMANDS_WITHIN_LINES} lines`, () => {
    const opening = lines.slice(0, COMMANDS_WITHIN_LINES).join('\n');
    expect(opening).toMatch(/\bnpm start(?![\w:-])/);
    expect(opening).toMatch(/\bnpm test(?![\w:-])/);
  });

  it('links every docs page', () => {
    const linked = new Set(linksOf(readme).map((target) => path.resolve(ROOT, target.split('#')[0] ?? '')));
    expect(docsPages.filter((page) => !linked.has(page)).map(relative)).toEqual([]);
  });
});

describe('docs/', () => {
  it('has pages', () => {
    expect(docsPages.length).toBeGreaterThan(5);
  });

  it('every page starts with its title and links back to the README', () => {
    const missing = docsPages.filter((page) => {
      const opening = read(page).split('\n').slice(0, 10);
      return !opening[0]?.startsWith('# ') || !opening.some((line) => /\]\(\.\.\/README\.md(#[^)]*)?\)/.test(line));
    });
    expect(missing.map(relative)).toEqual([]);
  });

  it('every relative link and anchor in README.md and docs/ resolves', () => {
    const broken = pages.flatMap((page) =>
      linksOf(read(page)).flatMap((target) => {
        const reason = brokenLink(page, target);
        return reason ? [`${relative(page)}: ${target} (${reason})`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});

describe('README and docs/ name everything a reader looks for', () => {
  it('every npm script of package.json', () => {
    const scripts = Object.keys((JSON.parse(read(path.join(ROOT, 'package.json'))) as { scripts: Record<string, string> }).scripts);
    expect(scripts.length).toBeGreaterThan(20);
    expect(scripts.filter((name) => !mentionsScript(allText, name))).toEqual([]);
  });

  const variables = envVariablesRead();

  it('finds the variables the code reads, by each way it reads them', () => {
    // process.env.X, env.X after loadEnv, import.meta.env.X, a VITE_ name, a name table, shell.
    for (const name of ['API_PORT', 'WEB_PORT', 'VITEST_STORYBOOK', 'VITE_SURVEY_FORM_URL_2', 'OTP_SENDS_PER_NUMBER', 'CHROMIUM_PATH']) {
      expect(variables.has(name), name).toBe(true);
    }
    expect(variables.size).toBeGreaterThan(35);
  });

  it('every environment variable the code reads, written out in full', () => {
    const undocumented = [...variables].filter(([name]) => !namesVariable(allText, name)).map(([name, file]) => `${name} (read in ${file})`);
    expect(undocumented).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('make GitHub anchors', () => {
    expect(slugOf("Question drafts are the operator's")).toBe('question-drafts-are-the-operators');
    expect(slugOf('The same change twice: notifications, payments')).toBe('the-same-change-twice-notifications-payments');
    expect(slugOf('What `npm test` costs')).toBe('what-npm-test-costs');
    expect([...anchorsOf('# A\n## Notes\n```\n## Not a heading\n```\n## Notes\n')]).toEqual(['a', 'notes', 'notes-1']);
  });

  it('find links outside code only', () => {
    expect(linksOf('See [a](docs/a.md#x) and `[b](b.md)`.\n```\n[c](c.md)\n```\n![d](d.png "D")')).toEqual(['docs/a.md#x', 'd.png']);
  });

  it('catch a broken link, a missing heading and a link out of the repository', () => {
    expect(brokenLink(README, 'docs/no-such-page.md')).toBe('no such file');
    expect(brokenLink(README, 'docs/configuration.md#no-such-heading')).toBe('no heading #no-such-heading');
    expect(brokenLink(README, '../shared/SPEC.md')).toBe('points outside the repository');
    expect(brokenLink(README, 'docs/configuration.md#ports')).toBeNull();
    expect(brokenLink(README, 'https://example.com/x')).toBeNull();
  });

  it('want a variable written out, not abbreviated', () => {
    expect(namesVariable('`VITE_SURVEY_FORM_URL_1`, `_2`, `_3`', 'VITE_SURVEY_FORM_URL_2')).toBe(false);
    expect(namesVariable('`VITE_SURVEY_FORM_URL_2`', 'VITE_SURVEY_FORM_URL_2')).toBe(true);
    expect(namesVariable('`DB_FILE=x.sqlite npm start`', 'DB_FILE')).toBe(true);
    expect(namesVariable('`DB_FILES`', 'DB_FILE')).toBe(false);
  });

  it('want a script by its whole name', () => {
    expect(mentionsScript('npm run test:visual:review', 'test:visual')).toBe(false);
    expect(mentionsScript('npm run test:visual:review', 'test:visual:review')).toBe(true);
    expect(mentionsScript('npm test', 'test')).toBe(true);
  });
});
