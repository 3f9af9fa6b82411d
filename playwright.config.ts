import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './browser.config.ts';
import { e2eAdTagId, e2eApiPort, e2eApiUrl, e2eOtp, e2eWebPort, e2eWebUrl } from './tests/e2e/servers.ts';

/**
 * Journeys through the built app (vite preview) against the stand-in backend, in Debian's
 * Chromium. Both servers get their own ports and a folder of their own for the data file
 * (reset from the seed at start), the uploads and the build, named after the ports, as are the
 * traces and screenshots of failures and the HTML report: a run never touches the development
 * working copy or dist/, and two runs on other ports (E2E_API_PORT, E2E_WEB_PORT) never touch
 * each other's files. Only the JSON report (.reports/e2e.json, for test:counts) is shared: the
 * run that ends last writes it.
 */
const runName = `e2e-${e2eApiPort}-${e2eWebPort}`;
const runDir = `.data/${runName}`;
const serverEnv = {
  API_PORT: String(e2eApiPort),
  WEB_PORT: String(e2eWebPort),
  DB_FILE: `${runDir}/db.json`,
  UPLOADS_DIR: `${runDir}/uploads`,
  OTP_FIXED_CODE: e2eOtp,
  API_LOG: 'false',
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties this folder when a run starts: one per run, or a second run would delete
  // the first one's traces while it writes them.
  outputDir: `test-results/${runName}`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // The JSON report lets .ci/run check how many journeys ran (scripts/check-test-counts.ts).
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.reports/e2e.json' }]] : [['list'], ['json', { outputFile: '.reports/e2e.json' }], ['html', { open: 'never', outputFolder: `playwright-report/${runName}` }]],
  use: {
    baseURL: e2eWebUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // One browser; journeys set their own viewport (a 375 px phone or a 1280 px screen).
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromiumLaunchOptions } }],
  webServer: [
    {
      // 3,000 more transactions than the seed's 60: a list asked a page at a time (issue 47).
      command: 'node --import tsx scripts/db-reset.ts --transactions 3000 && node --import tsx server/index.ts',
      url: `${e2eApiUrl}/health`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/vite build --outDir ${runDir}/dist && node_modules/.bin/vite preview --outDir ${runDir}/dist --port ${e2eWebPort} --strictPort`,
      url: e2eWebUrl,
      env: { ...serverEnv, VITE_API_BASE_URL: e2eApiUrl, VITE_AD_CONVERSION_TAG_ID: e2eAdTagId },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
