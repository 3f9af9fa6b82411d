/**
 * What the security test needs to attack the real backend as a stranger would: the server
 * started as `npm run server` starts it (its own process, port and data folder), and raw
 * HTTP over a socket, so a request can claim a body it never sends, or come from another
 * loopback address (127.0.0.2, 127.0.0.3, ...: every one of them reaches this machine).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, SEED_DB_PATH } from './paths.ts';
import { resetWorkingCopy } from './workingCopy.ts';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  json<T = { message: string }>(): T;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as it is; Content-Length says its length unless `headers` says otherwise. */
  body?: string | Buffer;
  /** The loopback address the request comes from. */
  from?: string;
}

export interface Backend {
  port: number;
  dir: string;
  dbFile: string;
  uploadsDir: string;
  request(request: RawRequest): Promise<RawResponse>;
  /** POSTs JSON. */
  post(urlPath: string, body: unknown, headers?: Record<string, string>, from?: string): Promise<RawResponse>;
  /** Stops the process (SIGTERM: pending writes are flushed). */
  stop(): Promise<void>;
  /** Stops and starts the same backend again over the same data folder. */
  restart(): Promise<void>;
  /** Ends the process at once (SIGKILL): nothing is flushed, as in a crash. */
  crash(): Promise<void>;
}

/** A port nothing listens on now (the bench and the tests start servers on it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function parseResponse(raw: Buffer): RawResponse {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, split).toString('latin1').split('\r\n');
  const status = Number(head[0]!.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of head.slice(1)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(split + 4);
  if (headers['transfer-encoding'] === 'chunked') {
    const pieces: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = body.indexOf('\r\n', at);
      const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
      if (!size) break;
      pieces.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(pieces);
  }
  const text = body.toString('utf8');
  return { status, headers, body: text, json: <T,>() => JSON.parse(text) as T };
}

/**
 * One request on its own connection. The answer is read as soon as the server closes the
 * connection or has sent as much as its Content-Length says, so a request whose body is
 * refused unread gets its answer without sending that body.
 */
export function rawRequest(port: number, { method = 'GET', path: urlPath, headers = {}, body, from = '127.0.0.1' }: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: from });
    const chunks: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(all.subarray(0, split).toString('latin1'))?.[1];
      if (split >= 0 && length !== undefined && all.length - split - 4 >= Number(length)) finish();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', (error) => (chunks.length > 0 ? finish() : reject(error)));
    const all: Record<string, string> = { Host: `127.0.0.1:${port}`, Connection: 'close', ...headers };
    if (body !== undefined && !Object.keys(all).some((name) => name.toLowerCase() === 'content-length')) all['Content-Length'] = String(Buffer.byteLength(body));
    const head = `${method} ${urlPath} HTTP/1.1\r\n${Object.entries(all)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n')}\r\n\r\n`;
    socket.write(head);
    if (body !== undefined) socket.write(body);
  });
}

/** Starts `node --import tsx server/index.ts` on a free port over a fresh copy of the seed: a JSON working copy, or (`store: 'sqlite'`) a SQLite one made from it. */
export async function startBackend(env: Record<string, string> = {}, prepare?: (dbFile: string) => void, { store = 'json' }: { store?: 'json' | 'sqlite' } = {}): Promise<Backend> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'consult-security-'));
  const dbFile = path.join(dir, store === 'sqlite' ? 'db.sqlite' : 'db.json');
  const uploadsDir = path.join(dir, 'uploads');
  if (store === 'sqlite') resetWorkingCopy(SEED_DB_PATH, dbFile);
  else fs.copyFileSync(SEED_DB_PATH, dbFile);
  prepare?.(dbFile);
  const port = await freePort();
  const fullEnv = { ...process.env, API_PORT: String(port), API_HOST: '127.0.0.1', DB_FILE: dbFile, UPLOADS_DIR: uploadsDir, OTP_FIXED_CODE: '123456', API_LOG: 'false', API_REQUIRE_AUTH: 'true', ...env };
  let child: ChildProcess = await launch(fullEnv, port);
  const backend: Backend = {
    async restart() {
      await backend.stop();
      child = await launch(fullEnv, port);
    },
    port,
    dir,
    dbFile,
    uploadsDir,
    request: (request) => rawRequest(port, request),
    post: (urlPath, body, headers = {}, from) =>
      rawRequest(port, { method: 'POST', path: urlPath, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body), from }),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
    async crash() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
  return backend;
}

async function launch(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Ready when it says so on its console; a start that fails says why.
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes(`:${port}`)) resolve();
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => reject(new Error(`The backend exited (${code}) before it listened:\n${output}`)));
  });
  return child;
}
