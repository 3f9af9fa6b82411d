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

export interface ReviewPageOptions {
  /** Where Storybook runs, for the link to each story; `http://localhost:6006` unless told. */
  storybookUrl?: string;
}

export const DEFAULT_STORYBOOK_URL = 'http://localhost:6006';
/** The review server's port unless VISUAL_REVIEW_PORT says otherwise; the page names it in its hint. */
export const DEFAULT_REVIEW_PORT = 6007;
/** What `GET /api/status` answers with in its `server` field, so the page knows it is served by the review server. */
export const REVIEW_SERVER_MARK = 'visual-review';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in HTML content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A path relative to the report folder as a relative URL: each segment percent-encoded (spaces, '#', '?', '%'). */
function relativeUrl(file: string): string {
  return file.split(/[\\/]/).map(encodeURIComponent).join('/');
}

/** The link to one story in Storybook. */
export function storybookLink(storyId: string, storybookUrl = DEFAULT_STORYBOOK_URL): string {
  return `${storybookUrl.replace(/\/+$/, '')}/?path=/story/${encodeURIComponent(storyId)}`;
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

const STYLE = `
:root { color-scheme: light dark; --accent: #6d28d9; --ok: #15803d; --bad: #b91c1c; --muted: #57534e; --line: #d6d3d1; --panel: #fafaf9; }
@media (prefers-color-scheme: dark) { :root { --accent: #c4b5fd; --ok: #86efac; --bad: #fca5a5; --muted: #d6d3d1; --line: #57534e; --panel: #1c1917; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: Canvas; color: CanvasText; }
header, main, footer { max-width: 120rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
h2 { font-size: 1.125rem; margin: 0; overflow-wrap: anywhere; }
.width { font-weight: normal; color: var(--muted); white-space: nowrap; }
a { color: var(--accent); }
code { font-family: ui-monospace, "Liberation Mono", monospace; font-size: .9em; overflow-wrap: anywhere; }
pre { margin: .5rem 0; padding: .5rem .75rem; background: var(--panel); border: 1px solid var(--line); border-radius: .375rem; overflow-x: auto; }
.panel { padding: .75rem 1rem; border: 1px solid var(--line); border-radius: .5rem; background: var(--panel); margin: .5rem 0 1rem; }
.panel > :first-child { margin-top: 0; } .panel > :last-child { margin-bottom: 0; }
nav ol { margin: .25rem 0 0; padding-left: 1.5rem; }
nav li { overflow-wrap: anywhere; }
.entry { border: 1px solid var(--line); border-left: .375rem solid var(--line); border-radius: .5rem; padding: 1rem; margin: 0 0 1.5rem; scroll-margin-top: 1rem; }
.entry[data-decision="accepted"] { border-left-color: var(--ok); }
.entry[data-decision="rejected"] { border-left-color: var(--bad); }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: .125rem 1rem; margin: .75rem 0; }
.facts dt { color: var(--muted); } .facts dd { margin: 0; min-width: 0; }
.images { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr)); gap: 1rem; align-items: start; }
figure { margin: 0; min-width: 0; }
figcaption { font-weight: 600; margin-bottom: .25rem; }
figure a { display: block; }
figure .flip { margin-top: .5rem; }
img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); background: repeating-conic-gradient(#e7e5e4 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
.no-image { padding: 1rem; border: 1px dashed var(--line); color: var(--muted); margin: 0; }
.actions { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; margin-top: 1rem; }
button { font: inherit; min-height: 2.75rem; padding: .5rem 1rem; border-radius: .375rem; border: 1px solid var(--accent); background: Canvas; color: var(--accent); cursor: pointer; }
button[aria-pressed="true"] { background: var(--accent); color: Canvas; }
button.accept { background: var(--ok); border-color: var(--ok); color: Canvas; }
button.reject { border-color: var(--bad); color: var(--bad); }
button:disabled { opacity: .45; cursor: not-allowed; }
button:focus-visible, a:focus-visible, [tabindex="-1"]:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.state { margin: 0; font-weight: 600; }
.state.error { color: var(--bad); }
[hidden] { display: none !important; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0; }
`;

/**
 * The page's only script. Flipping works everywhere; Accept and Reject appear only when
 * `GET api/status` answers as the review server, and only a click posts anything.
 */
const SCRIPT = `
(function () {
  'use strict';
  var MARK = ${JSON.stringify(REVIEW_SERVER_MARK)};
  var entries = Array.prototype.slice.call(document.querySelectorAll('article.entry'));

  entries.forEach(function (entry) {
    var button = entry.querySelector('button.flip');
    var slot = entry.querySelector('[data-slot="new"]');
    if (!button || !slot) return;
    var img = slot.querySelector('img');
    var link = slot.querySelector('a');
    var caption = slot.querySelector('figcaption');
    button.hidden = false;
    button.addEventListener('click', function () {
      var flipped = button.getAttribute('aria-pressed') !== 'true';
      var which = flipped ? 'reference' : 'actual';
      button.setAttribute('aria-pressed', String(flipped));
      img.setAttribute('src', img.getAttribute('data-' + which));
      img.setAttribute('alt', img.getAttribute('data-' + which + '-alt'));
      var size = img.getAttribute('data-' + which + '-size');
      if (size) { img.setAttribute('width', size.split('x')[0]); img.setAttribute('height', size.split('x')[1]); }
      else { img.removeAttribute('width'); img.removeAttribute('height'); }
      link.setAttribute('href', img.getAttribute('data-' + which));
      caption.textContent = flipped ? 'Reference (flipped in place of new)' : 'New';
    });
  });

  if (location.protocol !== 'http:' && location.protocol !== 'https:') return;
  var summary = document.getElementById('summary');
  var acceptAll = document.getElementById('accept-all');
  var STATES = {
    pending: 'Pending: not accepted yet.',
    accepted: 'Accepted: the new look is now the reference (commit it).',
    rejected: 'Rejected: the reference is kept.'
  };

  function render(status) {
    var counts = status.counts;
    summary.textContent = 'Accepted ' + counts.accepted + ', rejected ' + counts.rejected + ', pending ' + counts.pending + '.';
    acceptAll.disabled = counts.pending === 0;
    acceptAll.textContent = 'Accept all pending (' + counts.pending + ')';
    var byFile = {};
    status.entries.forEach(function (e) { byFile[e.referenceFile] = e.decision; });
    entries.forEach(function (entry) {
      var decision = byFile[entry.getAttribute('data-reference-file')];
      var state = entry.querySelector('.state');
      if (!decision) { state.textContent = 'Not in this run\\'s list any more.'; return; }
      entry.setAttribute('data-decision', decision);
      state.textContent = STATES[decision];
      state.classList.remove('error');
      entry.querySelector('button.accept').disabled = decision === 'accepted';
      entry.querySelector('button.reject').disabled = decision !== 'pending';
    });
  }

  function post(url, body) {
    return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (answer) {
          if (!response.ok) throw new Error(answer.error || response.statusText);
          return answer;
        });
      });
  }

  function decide(entry, url, verb) {
    var state = entry.querySelector('.state');
    state.textContent = verb + '…';
    post(url, { referenceFile: entry.getAttribute('data-reference-file') })
      .then(render)
      .catch(function (error) { state.textContent = 'Could not ' + verb.toLowerCase() + ': ' + error.message; state.classList.add('error'); })
      .then(function () { state.focus(); });
  }

  fetch('api/status', { headers: { Accept: 'application/json' } })
    .then(function (response) { return response.ok ? response.json() : null; })
    .then(function (status) {
      if (!status || status.server !== MARK) return;
      document.getElementById('offline').hidden = true;
      document.getElementById('served').hidden = false;
      entries.forEach(function (entry) {
        entry.querySelector('.decision').hidden = false;
        entry.querySelector('button.accept').addEventListener('click', function () { decide(entry, 'api/accept', 'Accepting'); });
        entry.querySelector('button.reject').addEventListener('click', function () { decide(entry, 'api/reject', 'Rejecting'); });
      });
      acceptAll.addEventListener('click', function () {
        var pending = entries.filter(function (e) { return e.getAttribute('data-decision') === 'pending'; }).length;
        var what = pending === 1 ? '1 pending story' : pending + ' pending stories';
        if (!window.confirm('Accept the new look of ' + what + '? Their reference screenshots in visual/reference are overwritten.')) return;
        summary.textContent = 'Accepting all…';
        post('api/accept-all', {})
          .then(render)
          .catch(function (error) { summary.textContent = 'Could not accept all: ' + error.message; })
          .then(function () { summary.focus(); });
      });
      render(status);
    })
    .catch(function () { /* not the review server: the page stays as on disk */ });
})();
`;

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
