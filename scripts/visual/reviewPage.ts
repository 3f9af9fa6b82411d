/**
 * The review page of a visual run: `.reports/visual/index.html`, one entry per story whose look
 * differs, with its reference, its new image and the diff side by side. The file stands alone
 * (inline CSS and script, images by relative path), so it works opened straight from disk or
 * kept as a CI artifact; served by `npm run test:visual:review` it also offers Accept and Reject.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPORT_DIR } from './paths.ts';
import type { VisualFailure } from './vitest.ts';
import { REVIEW_SERVER_MARK, SCRIPT, STYLE } from './reviewPageAssets.ts';
import { escapeHtml } from '../../src/lib/pageHead.ts';
import { withoutTrailingSlashes } from '../../src/lib/trailingSlashes.ts';

export { REVIEW_SERVER_MARK };

export interface ReviewPageOptions {
  /** Where Storybook runs, for the link to each story; `http://localhost:6006` unless told. */
  storybookUrl?: string;
}

export const DEFAULT_STORYBOOK_URL = 'http://localhost:6006';
/** The review server's port unless VISUAL_REVIEW_PORT says otherwise; the page names it in its hint. */
export const DEFAULT_REVIEW_PORT = 6007;

/** A path relative to the report folder as a relative URL: each segment percent-encoded (spaces, '#', '?', '%'). */
function relativeUrl(file: string): string {
  return file.split(/[\\/]/).map(encodeURIComponent).join('/');
}

/** The link to one story in Storybook. */
export function storybookLink(storyId: string, storybookUrl = DEFAULT_STORYBOOK_URL): string {
  return `${withoutTrailingSlashes(storybookUrl)}/?path=/story/${encodeURIComponent(storyId)}`;
}

/** 'Title › Name' as the run's messages write it. */
export function storyLabel(failure: Pick<VisualFailure, 'title' | 'name'>): string {
  return `${failure.title} › ${failure.name}`;
}

/** '-w375' → '375 px wide'; '' → ''. */
function widthLabel(suffix: string): string {
  const width = /^-w(\d+)$/.exec(suffix);
  return width ? `${width[1]} px wide` : suffix;
}

/** A PNG's size from its header, or null when the file is missing or not a PNG (the page then lets the browser size it). */
function pngSize(file: string): { width: number; height: number } | null {
  try {
    const fd = fs.openSync(file, 'r');
    try {
      const header = Buffer.alloc(24);
      if (fs.readSync(fd, header, 0, 24, 0) < 24 || header.toString('latin1', 12, 16) !== 'IHDR') return null;
      return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return null;
  }
}

const sizeAttributes = (size: { width: number; height: number } | null) => (size ? ` width="${size.width}" height="${size.height}"` : '');

function imageSlot(
  reportDir: string,
  failure: VisualFailure,
  index: number,
  slot: 'reference' | 'new' | 'diff',
): string {
  const label = storyLabel(failure) + (failure.suffix ? `, ${widthLabel(failure.suffix)}` : '');
  const caption = { reference: 'Reference', new: 'New', diff: 'Diff' }[slot];
  const file = { reference: failure.images.reference, new: failure.images.actual, diff: failure.images.diff }[slot];
  const alt = {
    reference: `Reference screenshot of ${label}`,
    new: `New screenshot of ${label}`,
    diff: `Diff of ${label}: the reference faded, every differing pixel red`,
  }[slot];
  const id = `entry-${index}-${slot}`;
  if (!file) {
    return `<figure id="${id}" data-slot="${slot}"><figcaption>${caption}</figcaption><p class="no-image">No ${caption.toLowerCase()} image.</p></figure>`;
  }
  const size = pngSize(path.join(reportDir, file));
  let flipData = '';
  let box = '';
  if (slot === 'new') {
    // What the flip button swaps in: the reference, and back.
    const referenceSize = pngSize(path.join(reportDir, failure.images.reference));
    // The slot is as tall as the taller of the two, so flipping a size change does not move the button.
    if (size && referenceSize) {
      const width = Math.max(size.width, referenceSize.width);
      box = ` style="width: min(100%, ${width}px); aspect-ratio: ${width} / ${Math.max(size.height, referenceSize.height)}"`;
    }
    const sizeText = (s: typeof size) => (s ? `${s.width}x${s.height}` : '');
    flipData =
      ` data-actual="${escapeHtml(relativeUrl(file))}" data-actual-alt="${escapeHtml(alt)}" data-actual-size="${sizeText(size)}"` +
      ` data-reference="${escapeHtml(relativeUrl(failure.images.reference))}" data-reference-alt="${escapeHtml(`Reference screenshot of ${label}, shown in place of the new one`)}"` +
      ` data-reference-size="${sizeText(referenceSize)}"`;
  }
  const url = escapeHtml(relativeUrl(file));
  return (
    `<figure id="${id}" data-slot="${slot}"><figcaption${slot === 'new' ? ' aria-live="polite"' : ''}>${caption}</figcaption>` +
    `<a href="${url}" title="Open the full-size image"${box}><img src="${url}" alt="${escapeHtml(alt)}"${sizeAttributes(size)}${flipData} loading="lazy"></a>` +
    // Right under the image it flips, so both are in view on a phone too.
    (slot === 'new'
      ? `<button type="button" class="flip" aria-pressed="false" aria-controls="${id}" aria-describedby="entry-${index}-heading" hidden>Show reference in place of new</button>`
      : '') +
    '</figure>'
  );
}

function entryHtml(reportDir: string, failure: VisualFailure, index: number, storybookUrl: string): string {
  const headingId = `entry-${index}-heading`;
  const width = failure.suffix ? ` <span class="width">(${escapeHtml(widthLabel(failure.suffix))})</span>` : '';
  return `
<article class="entry" id="entry-${index}" aria-labelledby="${headingId}" data-reference-file="${escapeHtml(failure.referenceFile)}" data-decision="pending">
  <h2 id="${headingId}">${escapeHtml(storyLabel(failure))}${width}</h2>
  <dl class="facts">
    <dt>Differing pixels</dt><dd>${failure.differentPixels.toLocaleString('en-US')}</dd>
    <dt>Why</dt><dd>${escapeHtml(failure.reason)}</dd>
    <dt>Reference file</dt><dd><code>${escapeHtml(failure.referenceFile)}</code></dd>
  </dl>
  <div class="images">
    ${imageSlot(reportDir, failure, index, 'reference')}
    ${imageSlot(reportDir, failure, index, 'new')}
    ${imageSlot(reportDir, failure, index, 'diff')}
  </div>
  <div class="actions">
    <a href="${escapeHtml(storybookLink(failure.storyId, storybookUrl))}">Open in Storybook<span class="visually-hidden">: ${escapeHtml(storyLabel(failure))}${failure.suffix ? escapeHtml(` (${widthLabel(failure.suffix)})`) : ''}</span></a>
  </div>
  <div class="decision actions" hidden>
    <button type="button" class="accept" aria-describedby="${headingId}">Accept new look</button>
    <button type="button" class="reject" aria-describedby="${headingId}">Reject</button>
    <p class="state" role="status" tabindex="-1"></p>
  </div>
</article>`;
}

/** The review page's HTML for a run's failures; `reportDir` is where the images are, to read their sizes. */
export function renderReviewPage(failures: VisualFailure[], reportDir = REPORT_DIR, options: ReviewPageOptions = {}): string {
  const storybookUrl = options.storybookUrl ?? DEFAULT_STORYBOOK_URL;
  const count = failures.length === 1 ? '1 story looks different' : `${failures.length} stories look different`;
  const contents = failures
    .map((failure, i) => {
      const width = failure.suffix ? ` (${escapeHtml(widthLabel(failure.suffix))})` : '';
      return `<li><a href="#entry-${i}">${escapeHtml(storyLabel(failure))}${width}</a> — ${failure.differentPixels.toLocaleString('en-US')} px</li>`;
    })
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Visual review: ${count}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1>Visual review: ${count}</h1>
  <section id="offline" class="panel" aria-labelledby="offline-heading">
    <h2 id="offline-heading">Accepting a new look</h2>
    <p>This page only shows the differences. To accept or reject them one by one, serve it from the repository and open the address it prints (by default http://127.0.0.1:${DEFAULT_REVIEW_PORT}/):</p>
    <pre><code>npm run test:visual:review</code></pre>
    <p>Nothing is accepted until you click Accept there. Then commit the references: <code>git add visual/reference</code>.</p>
  </section>
  <section id="served" class="panel" aria-labelledby="served-heading" hidden>
    <h2 id="served-heading">Decide</h2>
    <p>Accept writes the new image over the committed reference; Reject keeps the reference. Then commit: <code>git add visual/reference</code>.</p>
    <div class="actions">
      <button type="button" id="accept-all" class="accept">Accept all pending</button>
      <p id="summary" class="state" role="status" tabindex="-1"></p>
    </div>
  </section>
${
  failures.length > 0
    ? `  <nav aria-label="Stories that look different" class="panel">
    <h2>Stories</h2>
    <ol>
      ${contents}
    </ol>
  </nav>`
    : ''
}
</header>
<main>
${failures.length > 0 ? failures.map((failure, i) => entryHtml(reportDir, failure, i, storybookUrl)).join('\n') : '<p>No story looks different from its reference.</p>'}
</main>
<footer><p>Written by the story tests (scripts/visual/reviewPage.ts). Images are in this folder: <code>&lt;story&gt;-reference.png</code>, <code>-actual.png</code>, <code>-diff.png</code>.</p></footer>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

/** Writes `<reportDir>/index.html` for a run's failures and returns its path. */
export function writeReviewPage(failures: VisualFailure[], reportDir = REPORT_DIR, options: ReviewPageOptions = {}): string {
  const file = path.join(reportDir, 'index.html');
  fs.mkdirSync(reportDir, { recursive: true });
  fs.writeFileSync(file, renderReviewPage(failures, reportDir, options));
  return file;
}
