/** The review page's inline style and script (reviewPage.ts): nothing is loaded from elsewhere. */

/** What `GET /api/status` answers with in its `server` field, so the page knows it is served by the review server. */
export const REVIEW_SERVER_MARK = 'visual-review';

export const STYLE = `
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
export const SCRIPT = `
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
