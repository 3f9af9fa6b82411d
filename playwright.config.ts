import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './browser.config.ts';
import { e2eAdTagId, e2eApiPort, e2eApiUrl, e2eOtp, e2eWebPort, e2eWebUrl } from './tests/e2e/servers.ts';

/**
 * Journeys through the built app (vite preview) against the stand-in backend, in Debian's
 * Chromium. Both servers get their own ports and a data file of their own, reset from the
 * seed at start, so a run never touches the development working copy.
 */
const serverEnv = {
  API_PORT: String(e2eApiPort),
  WEB_PORT: String(e2eWebPort),
  DB_FILE: '.data/e2e/db.json',
  UPLOADS_DIR: '.data/e2e/uploads',
  OTP_FIXED_CODE: e2eOtp,
  API_LOG: 'false',
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // The JSON report lets .ci/run check how many journeys ran (scripts/check-test-counts.ts).
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.reports/e2e.json' }]] : [['list'], ['json', { outputFile: '.reports/e2e.json' }], ['html', { open: 'never' }]],
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
      command: 'node --import tsx scripts/db-reset.ts && node --import tsx server/index.ts',
      url: `${e2eApiUrl}/health`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/vite build && node_modules/.bin/vite preview --port ${e2eWebPort} --strictPort`,
      url: e2eWebUrl,
      env: { ...serverEnv, VITE_API_BASE_URL: e2eApiUrl, VITE_AD_CONVERSION_TAG_ID: e2eAdTagId },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
