/** Starts the stand-in backend: npm run server (and npm start, beside the web app). */
import { createApp } from './app.ts';
import { otpLimitsFromEnv, sessionIdleMinutesFromEnv, settleApprovalAboveFromEnv } from './limits.ts';
import { SEED_DB_PATH, UPLOADS_DIR, WORKING_DB_PATH } from './paths.ts';
import { ensureWorkingCopy } from './workingCopy.ts';

const port = Number(process.env.API_PORT ?? 3001);
const host = process.env.API_HOST ?? '127.0.0.1';
const webPort = process.env.WEB_PORT ?? '5173';
const corsOrigins = (process.env.CORS_ORIGINS ?? `http://localhost:${webPort},http://127.0.0.1:${webPort},http://localhost:6006,http://127.0.0.1:6006`)
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

const created = ensureWorkingCopy(SEED_DB_PATH, WORKING_DB_PATH);
const { app, flush, endStreams } = createApp({
  dbFile: WORKING_DB_PATH,
  uploadsDir: UPLOADS_DIR,
  publicUrl: process.env.API_PUBLIC_URL ?? `http://localhost:${port}`,
  corsOrigins,
  fixedOtp: process.env.OTP_FIXED_CODE || undefined,
  otpSecret: process.env.OTP_SECRET || undefined,
  // Sessions are real by default (PRODUCT.md point 12); API_REQUIRE_AUTH=false opens the calls for local experiments.
  requireAuth: process.env.API_REQUIRE_AUTH !== 'false',
  logRequests: process.env.API_LOG !== 'false',
  otpLimits: otpLimitsFromEnv(process.env),
  sessionIdleMinutes: sessionIdleMinutesFromEnv(process.env),
  settleApprovalAbove: settleApprovalAboveFromEnv(process.env),
});

const server = app.listen(port, host, () => {
  console.log(`Stand-in backend on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);
  console.log(`  data: ${WORKING_DB_PATH} (${created === 'created' ? 'created from db.json' : 'existing working copy'}; npm run db:reset restores the seed)`);
  console.log(`  CORS origins: ${corsOrigins.join(', ')}`);
});
// A request has 15 s to send its headers and 60 s in all (a 5 MB image on a slow line), so a
// client that trickles bytes cannot hold a connection open for ever.
server.headersTimeout = 15_000;
server.requestTimeout = 60_000;
server.on('error', (error) => {
  console.error(`The stand-in backend could not start: ${error.message}`);
  process.exit(1);
});

// Changes reach the data file a moment after they are made (server/dataFile.ts): whatever is
// still pending is written before the process ends, however it ends.
function flushData() {
  try {
    flush();
  } catch (error) {
    console.error(`The stand-in backend could not write its data: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
server.on('close', flushData);
process.on('beforeExit', flushData);
process.on('exit', flushData);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    flushData();
    // Open live-updates streams would keep the server from closing.
    endStreams();
    server.close(() => process.exit());
  });
}
