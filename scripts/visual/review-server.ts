/**
 * `npm run test:visual:review`: serves the review page of the last visual run (.reports/visual)
 * on http://127.0.0.1:6007 (VISUAL_REVIEW_PORT moves it) and lets a designer accept a story's
 * new look, which copies its new image over its reference in visual/reference, or reject it.
 * Nothing is written without a click (or a POST) naming a story of the run's failures.json.
 *
 * GET  /…               index.html, the images and the JSON lists of .reports/visual, nothing else
 * GET  /api/status      every differing story with its decision (pending, accepted, rejected)
 * POST /api/accept      {"referenceFile": "visual/reference/…png"}: writes the new look, marks it accepted
 * POST /api/reject      {"referenceFile": …}: marks it rejected, writes no reference
 * POST /api/accept-all  accepts every pending story (rejected ones stay rejected)
 *
 * Decisions are kept in .reports/visual/decisions.json, so a reload, or a restart, shows them.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REFERENCE_DIR, REPORT_DIR } from './paths.ts';
import { DEFAULT_REVIEW_PORT, writeReviewPage } from './reviewPage.ts';
import type { VisualFailure } from './vitest.ts';
import { DECISIONS_FILE, FAILURES_FILE, readDecisions, readFailures, reviewStatus, summaryLines, writeAtomically, type Decision, type ReviewStatus } from './reviewDecisions.ts';

export { readFailures, reviewStatus, summaryLines, type Decision, type ReviewStatus };

export interface ReviewServerOptions {
  /** The repository, which failures.json's referenceFile paths are relative to; the working directory unless told. */
  root?: string;
  /** The report folder, relative to root or absolute; .reports/visual unless told. */
  reportDir?: string;
  /** Where a decision is told; console.log unless told. */
  log?: (line: string) => void;
}

/** A request body is one small JSON object. */
const BODY_LIMIT = 4096;
const STATIC_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
};
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The page needs its own inline style and script, its own images and its own API; nothing else. */
const PAGE_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** True when `file` is `dir` itself or below it (both absolute). */
function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

/** The review server, not yet listening: `server.listen(port, '127.0.0.1')`. */
export function createReviewServer(options: ReviewServerOptions = {}) {
  const root = path.resolve(options.root ?? process.cwd());
  const reportDir = path.resolve(root, options.reportDir ?? REPORT_DIR);
  const referenceDir = path.resolve(root, REFERENCE_DIR);
  const log = options.log ?? ((line: string) => console.log(line));

  // Read on every request: a new run while the server is up rewrites the list (and clears the decisions).
  const failures = () => {
    const list = readFailures(reportDir);
    if (!list) throw new HttpError(404, `No ${FAILURES_FILE}: no story looked different in the last run.`);
    return list;
  };
  const status = () => reviewStatus(failures(), readDecisions(reportDir));

  function decide(referenceFile: string, decision: Exclude<Decision, 'pending'>) {
    const decisions = readDecisions(reportDir);
    decisions[referenceFile] = { decision, at: new Date().toISOString() };
    writeAtomically(path.join(reportDir, DECISIONS_FILE), `${JSON.stringify(decisions, null, 1)}\n`);
  }

  /** Copies one listed story's new image over its reference. Every path comes from failures.json, checked. */
  function acceptOne(failure: VisualFailure) {
    const actual = path.resolve(reportDir, failure.images.actual);
    const target = path.resolve(root, failure.referenceFile);
    if (!isInside(reportDir, actual) || path.extname(actual) !== '.png') throw new HttpError(500, `${failure.images.actual} is not an image of the report.`);
    if (!isInside(referenceDir, target) || path.extname(target) !== '.png') throw new HttpError(500, `${failure.referenceFile} is not a reference screenshot.`);
    if (!fs.existsSync(actual) || !isInside(reportDir, fs.realpathSync(actual))) throw new HttpError(500, `The new image ${failure.images.actual} is missing.`);
    const bytes = fs.readFileSync(actual);
    if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw new HttpError(500, `${failure.images.actual} is not a PNG.`);
    writeAtomically(target, bytes);
    decide(failure.referenceFile, 'accepted');
    log(`accepted  ${failure.referenceFile}`);
  }

  /** The failure a request names, looked up in the list: the request's text is only ever a key. */
  function listed(body: unknown): VisualFailure {
    const referenceFile = (body as { referenceFile?: unknown } | null)?.referenceFile;
    if (typeof referenceFile !== 'string') throw new HttpError(400, 'Send {"referenceFile": "visual/reference/….png"}.');
    const failure = failures().find((f) => f.referenceFile === referenceFile);
    if (!failure) throw new HttpError(404, 'That reference is not one of this run\'s differing stories.');
    return failure;
  }

  const actions: Record<string, (body: unknown) => void> = {
    '/api/accept': (body) => {
      const failure = listed(body);
      if (status().entries.find((e) => e.referenceFile === failure.referenceFile)?.decision !== 'accepted') acceptOne(failure);
    },
    '/api/reject': (body) => {
      const failure = listed(body);
      const current = status().entries.find((e) => e.referenceFile === failure.referenceFile)?.decision;
      if (current === 'accepted') {
        throw new HttpError(409, `Already accepted: ${failure.referenceFile} holds the new look. Undo with git checkout -- "${failure.referenceFile}".`);
      }
      decide(failure.referenceFile, 'rejected');
      log(`rejected  ${failure.referenceFile}`);
    },
    '/api/accept-all': () => {
      const pending = new Set(status().pending);
      for (const failure of failures()) if (pending.has(failure.referenceFile)) acceptOne(failure);
    },
  };

  function serveFile(pathname: string, res: http.ServerResponse, head: boolean) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      throw new HttpError(400, 'Bad path.');
    }
    if (decoded.includes('\0')) throw new HttpError(400, 'Bad path.');
    const relative = decoded === '/' ? 'index.html' : decoded.replace(/^\/+/, '');
    const file = path.resolve(reportDir, relative);
    const type = STATIC_TYPES[path.extname(file).toLowerCase()];
    if (!isInside(reportDir, file) || !type) throw new HttpError(404, 'Not found.');
    let real: string;
    try {
      real = fs.realpathSync(file);
    } catch {
      throw new HttpError(404, 'Not found.');
    }
    // A symbolic link out of the report is refused like a '..'.
    if (!isInside(fs.realpathSync(reportDir), real) || !fs.statSync(real).isFile()) throw new HttpError(404, 'Not found.');
    const body = fs.readFileSync(real);
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(type.startsWith('text/html') ? { 'Content-Security-Policy': PAGE_POLICY } : {}),
    });
    res.end(head ? undefined : body);
  }

  function readBody(req: http.IncomingMessage): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT) return reject(new HttpError(413, 'Body too large.'));
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > BODY_LIMIT) {
          req.removeAllListeners('data');
          req.pause();
          reject(new HttpError(413, 'Body too large.'));
        } else chunks.push(chunk);
      });
      req.on('error', reject);
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8').trim();
        if (!text) return resolve({});
        try {
          resolve(JSON.parse(text));
        } catch {
          reject(new HttpError(400, 'The body is not JSON.'));
        }
      });
    });
  }

  /** Only this server's own address, by Host (no DNS rebinding) and by Origin (no cross-site posts). */
  function checkSameOrigin(req: http.IncomingMessage, writes: boolean) {
    const port = (server.address() as AddressInfo | null)?.port;
    const own = [`127.0.0.1:${port}`, `localhost:${port}`];
    if (!own.includes(req.headers.host ?? '')) throw new HttpError(403, 'Wrong Host: open the address the review server printed.');
    const origin = req.headers.origin;
    if (origin !== undefined && !own.some((host) => origin === `http://${host}`)) throw new HttpError(403, 'Cross-origin requests are refused.');
    if (!writes) return;
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') throw new HttpError(403, 'Cross-site requests are refused.');
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') throw new HttpError(415, 'Send JSON (Content-Type: application/json).');
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://review.invalid');
    const method = req.method ?? 'GET';
    const json = (code: number, body: unknown) => {
      const text = JSON.stringify(body);
      res.writeHead(code, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
      res.end(text);
    };
    try {
      if (Object.hasOwn(actions, url.pathname)) {
        if (method !== 'POST') {
          res.setHeader('Allow', 'POST');
          throw new HttpError(405, 'Use POST.');
        }
        checkSameOrigin(req, true);
        const body = await readBody(req);
        actions[url.pathname]!(body);
        return json(200, status());
      }
      if (method !== 'GET' && method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        throw new HttpError(405, 'Use GET.');
      }
      checkSameOrigin(req, false);
      if (url.pathname === '/api/status') return json(200, status());
      if (url.pathname.startsWith('/api/')) throw new HttpError(404, 'Not found.');
      // The page has no icon; the browser asks anyway.
      if (url.pathname === '/favicon.ico') return void res.writeHead(204, { 'Cache-Control': 'max-age=86400' }).end();
      serveFile(url.pathname, res, method === 'HEAD');
    } catch (error) {
      const code = error instanceof HttpError ? error.status : 500;
      if (!(error instanceof HttpError)) log(`error     ${error instanceof Error ? error.message : String(error)}`);
      if (code === 413) res.setHeader('Connection', 'close');
      json(code, { error: error instanceof Error ? error.message : 'Failed.' });
    }
  }

  const server = http.createServer((req, res) => void handle(req, res));
  return Object.assign(server, { status, reportDir });
}

function main() {
  const portText = process.env.VISUAL_REVIEW_PORT ?? String(DEFAULT_REVIEW_PORT);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    console.error(`VISUAL_REVIEW_PORT=${portText} is not a port number.`);
    process.exit(1);
  }
  let failures: VisualFailure[] | null;
  try {
    failures = readFailures(REPORT_DIR);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  if (!failures) {
    console.error(`No ${path.join(REPORT_DIR, FAILURES_FILE)}: no story looked different in the last run, or there was none yet.`);
    console.error('Run the story tests first (npm run test:stories); a run with differences leaves the list and the review page.');
    process.exit(1);
  }
  // A report from a run that wrote the list but not the page (cut short) still gets its page.
  if (!fs.existsSync(path.join(REPORT_DIR, 'index.html'))) writeReviewPage(failures, REPORT_DIR);

  const server = createReviewServer();
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use; set VISUAL_REVIEW_PORT to another.` : error.message);
    process.exit(1);
  });
  server.listen(port, '127.0.0.1', () => {
    const address = server.address() as AddressInfo;
    const count = failures.length === 1 ? '1 story looks' : `${failures.length} stories look`;
    console.log(`${count} different. Review: http://127.0.0.1:${address.port}/`);
    console.log('Nothing is accepted until you click Accept. Ctrl+C ends the review.');
  });
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    let lines: string[];
    try {
      lines = summaryLines(server.status());
    } catch (error) {
      lines = [`Visual review ended (${error instanceof Error ? error.message : String(error)})`];
    }
    console.log(`\n${lines.join('\n')}`);
    server.close();
    server.closeAllConnections();
    process.exit(0);
  };
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
  process.on('SIGHUP', end);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
