/**
 * The review server over HTTP, on a free port, over a temporary repository with a report of
 * two differing stories; spoken to with node:http, which sends a path exactly as written.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { http as mswHttp, passthrough } from 'msw';
import { PNG } from 'pngjs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { server as mswServer } from '@/api/mocks/node';
import { createReviewServer, summaryLines, type ReviewStatus } from './review-server';
import type { VisualFailure } from './vitest';

const tempDirs: string[] = [];
const servers: http.Server[] = [];

beforeEach(() => {
  // The shared MSW server refuses unhandled requests; let the review server's through.
  mswServer.use(mswHttp.all(/^http:\/\/(127\.0\.0\.1|localhost):\d+\//, () => passthrough()));
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A one-colour PNG, so each image's bytes are its own. */
function png(value: number) {
  const image = new PNG({ width: 4, height: 3 });
  image.data.fill(value);
  return PNG.sync.write(image);
}

const shots = [
  { title: 'UI/Button', name: 'Primary', suffix: '', file: 'UI/Button/Primary' },
  { title: 'Pages/Login', name: 'Default', suffix: '-w375', file: 'Pages/Login/Default-w375' },
];

/** A repository with committed references and the report a failed run leaves, and the server over it. */
async function start() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-review-server-'));
  tempDirs.push(root);
  const reportDir = path.join(root, '.reports', 'visual');
  const failures: VisualFailure[] = shots.map((shot, i) => ({
    title: shot.title,
    name: shot.name,
    suffix: shot.suffix,
    storyId: `story-${i}`,
    differentPixels: 100 + i,
    reason: `${100 + i} pixels differ (at most 64 may)`,
    referenceFile: `visual/reference/${shot.file}.png`,
    images: { reference: `${shot.file}-reference.png`, actual: `${shot.file}-actual.png`, diff: `${shot.file}-diff.png` },
  }));
  failures.forEach((failure, i) => {
    const write = (file: string, data: Buffer) => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, data);
    };
    write(path.join(root, failure.referenceFile), png(10 + i));
    write(path.join(reportDir, failure.images.reference), png(10 + i));
    write(path.join(reportDir, failure.images.actual), png(200 + i));
    write(path.join(reportDir, failure.images.diff!), png(250));
  });
  fs.writeFileSync(path.join(reportDir, 'failures.json'), JSON.stringify(failures));
  fs.writeFileSync(path.join(reportDir, 'index.html'), '<!doctype html><title>review</title>');
  // Things the server must never hand out or overwrite.
  fs.writeFileSync(path.join(root, 'secret.json'), '{"secret":true}');
  fs.writeFileSync(path.join(root, '.reports', 'outside.png'), png(1));
  fs.writeFileSync(path.join(reportDir, 'notes.txt'), 'not served');
  fs.symlinkSync(path.join(root, 'secret.json'), path.join(reportDir, 'linked.json'));

  const lines: string[] = [];
  const server = createReviewServer({ root, log: (line) => lines.push(line) });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const reference = (i: number) => fs.readFileSync(path.join(root, failures[i]!.referenceFile));
  const actual = (i: number) => fs.readFileSync(path.join(reportDir, failures[i]!.images.actual));
  return { root, reportDir, failures, server, port, lines, reference, actual };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json: () => unknown;
}

/** One request, its path sent as is (no '..' folded away), with the server's own Host unless told. */
function request(port: number, method: string, rawPath: string, options: { headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: rawPath, headers: { host: `127.0.0.1:${port}`, ...options.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, headers: res.headers, body, json: () => JSON.parse(body.toString('utf8')) as unknown });
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const post = (port: number, route: string, body: unknown, headers: Record<string, string> = {}) =>
  request(port, 'POST', route, { headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('the review server', () => {
  it('serves the page, the images and the lists of the report', async () => {
    const { port, actual } = await start();
    const page = await request(port, 'GET', '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body.toString()).toContain('<title>review</title>');
    const image = await request(port, 'GET', '/UI/Button/Primary-actual.png');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.body.equals(actual(0))).toBe(true);
    // Percent-encoded like the page writes its paths.
    expect((await request(port, 'GET', '/Pages/Login/Default%2Dw375-diff.png')).status).toBe(200);
    expect((await request(port, 'GET', '/failures.json')).status).toBe(200);
  });

  it('refuses paths out of the report, other file types and links out of it', async () => {
    const { port } = await start();
    for (const raw of [
      '/../../secret.json',
      '/../outside.png',
      '/UI/../../../secret.json',
      '/%2e%2e/%2e%2e/secret.json',
      '/..%2f..%2fsecret.json',
      '/..%5c..%5csecret.json',
      '/%2Fetc%2Fpasswd',
      '/notes.txt',
      '/linked.json',
      '/UI',
      '/missing.png',
      '/x%00.png',
      '/%E0%A4%A.png',
    ]) {
      const answer = await request(port, 'GET', raw);
      expect([400, 404], raw).toContain(answer.status);
      expect(answer.body.toString(), raw).not.toContain('secret');
    }
  });

  it('answers the status of every differing story, all pending at first', async () => {
    const { port, failures } = await start();
    const answer = await request(port, 'GET', '/api/status');
    expect(answer.status).toBe(200);
    const status = answer.json() as ReviewStatus;
    expect(status.server).toBe('visual-review');
    expect(status.pending).toEqual(failures.map((f) => f.referenceFile));
    expect(status.counts).toEqual({ pending: 2, accepted: 0, rejected: 0 });
    expect(status.entries[1]).toEqual({ referenceFile: 'visual/reference/Pages/Login/Default-w375.png', title: 'Pages/Login', name: 'Default', suffix: '-w375', decision: 'pending' });
  });

  it('accept copies the new image over that reference only, and remembers it', async () => {
    const { port, failures, reference, actual, reportDir, lines } = await start();
    const before = reference(1);
    const answer = await post(port, '/api/accept', { referenceFile: failures[0]!.referenceFile });
    expect(answer.status).toBe(200);
    expect(reference(0).equals(actual(0))).toBe(true);
    expect(reference(1).equals(before)).toBe(true);
    expect((answer.json() as ReviewStatus).counts).toEqual({ pending: 1, accepted: 1, rejected: 0 });
    const decisions = JSON.parse(fs.readFileSync(path.join(reportDir, 'decisions.json'), 'utf8')) as Record<string, { decision: string }>;
    expect(decisions[failures[0]!.referenceFile]!.decision).toBe('accepted');
    expect(lines).toEqual([`accepted  ${failures[0]!.referenceFile}`]);
    // Accepted stays accepted: a reject now would leave the written file behind.
    expect((await post(port, '/api/reject', { referenceFile: failures[0]!.referenceFile })).status).toBe(409);
  });

  it('reject writes no reference, only the decision', async () => {
    const { port, root, failures, reference } = await start();
    const before = [reference(0), reference(1)];
    const answer = await post(port, '/api/reject', { referenceFile: failures[1]!.referenceFile });
    expect(answer.status).toBe(200);
    expect((answer.json() as ReviewStatus).entries.map((e) => e.decision)).toEqual(['pending', 'rejected']);
    expect(reference(0).equals(before[0]!)).toBe(true);
    expect(reference(1).equals(before[1]!)).toBe(true);
    expect(fs.readdirSync(path.join(root, 'visual/reference'), { recursive: true }).sort()).toEqual([
      'Pages',
      'Pages/Login',
      'Pages/Login/Default-w375.png',
      'UI',
      'UI/Button',
      'UI/Button/Primary.png',
    ]);
  });

  it('accept-all copies every pending one, leaves the rejected ones, and a new server shows the decisions', async () => {
    const { port, root, failures, reference, actual } = await start();
    // With nothing rejected, every one is accepted.
    const all = await post(port, '/api/accept-all', {});
    expect(all.status).toBe(200);
    expect((all.json() as ReviewStatus).counts).toEqual({ pending: 0, accepted: 2, rejected: 0 });
    expect(reference(0).equals(actual(0))).toBe(true);
    expect(reference(1).equals(actual(1))).toBe(true);

    const other = await start();
    const before = other.reference(1);
    await post(other.port, '/api/reject', { referenceFile: other.failures[1]!.referenceFile });
    await post(other.port, '/api/accept-all', {});
    expect(other.reference(0).equals(other.actual(0))).toBe(true);
    expect(other.reference(1).equals(before)).toBe(true);

    // A restart (or a reload) reads the decisions back.
    const again = createReviewServer({ root, log: () => {} });
    expect(again.status().counts).toEqual({ pending: 0, accepted: 2, rejected: 0 });
    expect(summaryLines(again.status())).toEqual([
      'Visual review: accepted 2, rejected 0, pending 0.',
      'The accepted references are written. Look at them, then commit:',
      '  git add visual/reference && git diff --cached --stat visual/reference',
    ]);
    expect(failures).toHaveLength(2);
  });

  it('accepts only a referenceFile of the list: any other path is an unknown story, and nothing is written', async () => {
    const { port, root, reference } = await start();
    const before = [reference(0), reference(1)];
    for (const referenceFile of [
      'visual/reference/UI/Button/Other.png',
      '../../../tmp/evil.png',
      path.join(root, 'visual/reference/UI/Button/Primary.png'),
      'visual/reference/UI/Button/../Button/Primary.png',
    ]) {
      const answer = await post(port, '/api/accept', { referenceFile });
      expect(answer.status, referenceFile).toBe(404);
      expect((await post(port, '/api/reject', { referenceFile })).status).toBe(404);
    }
    expect((await post(port, '/api/accept', {})).status).toBe(400);
    expect((await post(port, '/api/accept', { referenceFile: ['visual/reference/UI/Button/Primary.png'] })).status).toBe(400);
    expect(reference(0).equals(before[0]!)).toBe(true);
    expect(reference(1).equals(before[1]!)).toBe(true);
    expect(fs.existsSync(path.join(root, '.reports/visual/decisions.json'))).toBe(false);
  });

  it('refuses another Host or Origin, a cross-site or non-JSON post, a large body and other methods', async () => {
    const { port, failures, reference } = await start();
    const before = reference(0);
    const body = { referenceFile: failures[0]!.referenceFile };
    expect((await post(port, '/api/accept', body, { host: `evil.example:${port}` })).status).toBe(403);
    expect((await request(port, 'GET', '/api/status', { headers: { host: `rebound.example:${port}` } })).status).toBe(403);
    expect((await request(port, 'GET', '/', { headers: { host: 'evil.example' } })).status).toBe(403);
    expect((await post(port, '/api/accept', body, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(port, '/api/accept', body, { origin: 'null' })).status).toBe(403);
    expect((await post(port, '/api/accept', body, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post(port, '/api/accept-all', {}, { origin: `http://localhost:${port}`, host: `evil.example:${port}` })).status).toBe(403);
    const form = await request(port, 'POST', '/api/accept', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'referenceFile=x' });
    expect(form.status).toBe(415);
    const plain = await request(port, 'POST', '/api/accept-all', { headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(plain.status).toBe(415);
    expect((await request(port, 'POST', '/api/accept', { headers: { 'content-type': 'application/json' }, body: '{not json' })).status).toBe(400);
    const large = await post(port, '/api/accept', { referenceFile: failures[0]!.referenceFile, padding: 'x'.repeat(10_000) });
    expect(large.status).toBe(413);
    expect((await request(port, 'GET', '/api/accept')).status).toBe(405);
    expect((await request(port, 'PUT', '/index.html', { body: 'x' })).status).toBe(405);
    expect(reference(0).equals(before)).toBe(true);
    // Its own origin, by either name, is fine.
    expect((await post(port, '/api/accept', body, { origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await request(port, 'GET', '/api/status', { headers: { host: `localhost:${port}` } })).status).toBe(200);
  });

  it('says so when the run left no failures.json', async () => {
    const { port, reportDir } = await start();
    fs.rmSync(path.join(reportDir, 'failures.json'));
    const answer = await request(port, 'GET', '/api/status');
    expect(answer.status).toBe(404);
    expect((answer.json() as { error: string }).error).toContain('No failures.json');
  });
});
