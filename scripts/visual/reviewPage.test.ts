import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/lib/pageHead';
import { renderReviewPage, storybookLink, writeReviewPage } from './reviewPage';
import type { VisualFailure } from './vitest';

/** jsdom (installed for the dom project) has no type declarations here: the little this file uses, typed. */
interface Jsdom {
  JSDOM: new (html: string, options: { url: string; runScripts?: 'dangerously' }) => { window: Window & typeof globalThis };
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as Jsdom;

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function png(width: number, height: number) {
  return PNG.sync.write(new PNG({ width, height }));
}

/** A report folder with two failures' images, as a run leaves it. */
function report() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-review-page-'));
  tempDirs.push(dir);
  const failures: VisualFailure[] = [
    {
      title: 'Dashboard/Earnings/EarningsTable',
      name: 'Default',
      suffix: '',
      storyId: 'dashboard-earnings-earningstable--default',
      differentPixels: 1234,
      reason: '1234 pixels differ (at most 64 may)',
      referenceFile: 'visual/reference/Dashboard/Earnings/EarningsTable/Default.png',
      images: {
        reference: 'Dashboard/Earnings/EarningsTable/Default-reference.png',
        actual: 'Dashboard/Earnings/EarningsTable/Default-actual.png',
        diff: 'Dashboard/Earnings/EarningsTable/Default-diff.png',
      },
    },
    {
      title: 'Pages/<Login> & "Co"',
      name: "It's <b>bold</b>",
      suffix: '-w375',
      storyId: 'pages-login--its-bold',
      differentPixels: 99,
      reason: 'the size changed from 375×600 to 375×640 (99 pixels differ)',
      referenceFile: 'visual/reference/Pages/_Login_ _Co_/It_s _b_bold_b_-w375.png',
      images: {
        reference: 'Pages/_Login_ _Co_/It_s _b_bold_b_-w375-reference.png',
        actual: 'Pages/_Login_ _Co_/It_s _b_bold_b_-w375-actual.png',
        diff: null,
      },
    },
  ];
  for (const failure of failures) {
    fs.mkdirSync(path.join(dir, path.dirname(failure.images.reference)), { recursive: true });
    fs.writeFileSync(path.join(dir, failure.images.reference), png(12, 8));
    fs.writeFileSync(path.join(dir, failure.images.actual), png(12, 9));
    if (failure.images.diff) fs.writeFileSync(path.join(dir, failure.images.diff), png(12, 9));
  }
  return { dir, failures };
}

/** The page as a document; with `run`, its script runs too (as opened from disk). */
function load(html: string, run = false) {
  return new JSDOM(html, { url: 'file:///tmp/report/index.html', ...(run ? { runScripts: 'dangerously' as const } : {}) }).window;
}

describe('the review page', () => {
  it('is written to index.html in the report folder, and the path returned', () => {
    const { dir, failures } = report();
    const file = writeReviewPage(failures, dir);
    expect(file).toBe(path.join(dir, 'index.html'));
    expect(fs.readFileSync(file, 'utf8')).toBe(renderReviewPage(failures, dir));
  });

  it('has one entry per failure, its title and name escaped, with its pixel count and reason', () => {
    const { dir, failures } = report();
    const html = renderReviewPage(failures, dir);
    expect(html).not.toContain('<Login>');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain(escapeHtml('Pages/<Login> & "Co" › It\'s <b>bold</b>'));
    const { document } = load(html);
    const entries = [...document.querySelectorAll('main article')];
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => e.querySelector('h2')!.textContent)).toEqual([
      'Dashboard/Earnings/EarningsTable › Default',
      'Pages/<Login> & "Co" › It\'s <b>bold</b> (375 px wide)',
    ]);
    // Each entry is named by its heading.
    expect(entries[1]!.getAttribute('aria-labelledby')).toBe(entries[1]!.querySelector('h2')!.id);
    expect(entries[0]!.textContent).toContain('1,234');
    expect(entries[0]!.textContent).toContain('1234 pixels differ (at most 64 may)');
    expect(entries[1]!.textContent).toContain('the size changed from 375×600 to 375×640');
    expect(entries[1]!.getAttribute('data-reference-file')).toBe(failures[1]!.referenceFile);
    expect(document.querySelectorAll('nav a[href^="#entry-"]')).toHaveLength(2);
  });

  it('shows the reference, the new image and the diff side by side, by relative path, with alt text and size', () => {
    const { dir, failures } = report();
    const { document } = load(renderReviewPage(failures, dir));
    const [first, second] = [...document.querySelectorAll('main article')];
    const images = [...first!.querySelectorAll('.images img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      'Dashboard/Earnings/EarningsTable/Default-reference.png',
      'Dashboard/Earnings/EarningsTable/Default-actual.png',
      'Dashboard/Earnings/EarningsTable/Default-diff.png',
    ]);
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'Reference screenshot of Dashboard/Earnings/EarningsTable › Default',
      'New screenshot of Dashboard/Earnings/EarningsTable › Default',
      'Diff of Dashboard/Earnings/EarningsTable › Default: the reference faded, every differing pixel red',
    ]);
    expect([...first!.querySelectorAll('figcaption')].map((c) => c.textContent)).toEqual(['Reference', 'New', 'Diff']);
    expect(images[1]!.getAttribute('width')).toBe('12');
    expect(images[1]!.getAttribute('height')).toBe('9');
    // Spaces and other characters of a path are percent-encoded; a missing diff is said in words.
    expect(second!.querySelector('.images img')!.getAttribute('src')).toBe('Pages/_Login_%20_Co_/It_s%20_b_bold_b_-w375-reference.png');
    expect(second!.querySelectorAll('.images img')).toHaveLength(2);
    expect(second!.querySelector('[data-slot="diff"]')!.textContent).toContain('No diff image.');
  });

  it('loads nothing from elsewhere: inline style and script, no external file', () => {
    const { dir, failures } = report();
    const { document } = load(renderReviewPage(failures, dir));
    expect(document.querySelectorAll('link, script[src], iframe, object, embed')).toHaveLength(0);
    for (const img of document.querySelectorAll('img')) expect(img.getAttribute('src')).not.toMatch(/^[a-z]+:|^\/\//i);
    expect(document.querySelectorAll('style')).toHaveLength(1);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelector('meta[name="viewport"]')!.getAttribute('content')).toContain('width=device-width');
    expect(document.querySelectorAll('header, nav, main, footer')).toHaveLength(4);
    expect(document.querySelector('h1')!.textContent).toBe('Visual review: 2 stories look different');
  });

  it('links each story in Storybook, at localhost:6006 unless told', () => {
    const { dir, failures } = report();
    const links = (html: string) => [...load(html).document.querySelectorAll('main a')].filter((a) => a.textContent.startsWith('Open in Storybook'));
    const byDefault = links(renderReviewPage(failures, dir));
    expect(byDefault.map((a) => a.getAttribute('href'))).toEqual([
      'http://localhost:6006/?path=/story/dashboard-earnings-earningstable--default',
      'http://localhost:6006/?path=/story/pages-login--its-bold',
    ]);
    // The link's name says which story, for a screen reader's list of links.
    expect(byDefault[0]!.textContent).toBe('Open in Storybook: Dashboard/Earnings/EarningsTable › Default');
    const elsewhere = links(renderReviewPage(failures, dir, { storybookUrl: 'https://storybook.example.com/consult/' }));
    expect(elsewhere[0]!.getAttribute('href')).toBe('https://storybook.example.com/consult/?path=/story/dashboard-earnings-earningstable--default');
    expect(storybookLink('a"b&c')).toBe('http://localhost:6006/?path=/story/a%22b%26c');
  });

  it('has a flip button per entry that swaps the reference into the new image\'s place and back', () => {
    const { dir, failures } = report();
    const window = load(renderReviewPage(failures, dir), true);
    const entry = window.document.querySelector('main article')!;
    const button = entry.querySelector<HTMLButtonElement>('button.flip')!;
    const slot = entry.querySelector('[data-slot="new"]')!;
    const img = slot.querySelector('img')!;
    expect(button.tagName).toBe('BUTTON');
    expect(button.type).toBe('button');
    expect(button.hidden).toBe(false);
    expect(button.textContent).toBe('Show reference in place of new');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(slot.id);

    button.click();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(img.getAttribute('src')).toBe('Dashboard/Earnings/EarningsTable/Default-reference.png');
    expect(img.getAttribute('alt')).toContain('Reference screenshot of Dashboard/Earnings/EarningsTable › Default');
    expect(img.getAttribute('height')).toBe('8');
    expect(slot.querySelector('figcaption')!.textContent).toBe('Reference (flipped in place of new)');
    expect(slot.querySelector('a')!.getAttribute('href')).toBe('Dashboard/Earnings/EarningsTable/Default-reference.png');

    button.click();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(img.getAttribute('src')).toBe('Dashboard/Earnings/EarningsTable/Default-actual.png');
    expect(img.getAttribute('height')).toBe('9');
    expect(slot.querySelector('figcaption')!.textContent).toBe('New');
    window.close();
  });

  it('opened from disk, offers no Accept button but the command that serves it', () => {
    const { dir, failures } = report();
    const window = load(renderReviewPage(failures, dir), true);
    const { document } = window;
    expect(document.getElementById('offline')!.hidden).toBe(false);
    expect(document.getElementById('offline')!.textContent).toContain('npm run test:visual:review');
    expect(document.getElementById('served')!.hidden).toBe(true);
    for (const decision of document.querySelectorAll<HTMLElement>('.decision')) expect(decision.hidden).toBe(true);
    // The buttons are there for the server to reveal, each named and tied to its story's heading.
    const accept = document.querySelector('main article button.accept')!;
    expect(accept.textContent).toBe('Accept new look');
    expect(accept.getAttribute('aria-describedby')).toBe('entry-0-heading');
    expect(document.querySelector('main article button.reject')!.textContent).toBe('Reject');
    window.close();
  });

  it('says so when nothing differs', () => {
    const { document } = load(renderReviewPage([], os.tmpdir()));
    expect(document.querySelector('h1')!.textContent).toBe('Visual review: 0 stories look different');
    expect(document.querySelector('main')!.textContent).toContain('No story looks different');
  });
});
