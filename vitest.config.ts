import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';
import { storyLaunchOptions } from './browser.config.ts';
import { matchStoryScreenshot } from './scripts/visual/vitest.ts';

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        // On a busy 2-core machine (type check, lint, jsdom and Chromium at once) a test that takes
        // 5 s alone (100 draft questions in jsdom, a whole dashboard page with its screenshots)
        // can take three times that. A test that passes ends as soon as it is done; only a hung
        // one waits this long.
        testTimeout: 30_000,
        projects: [
          {
            // Pure logic, the stand-in backend and the json-server adapter: no DOM to build.
            // A file that needs one says so with a `@vitest-environment jsdom` comment.
            extends: true,
            test: {
              name: 'unit',
              environment: 'node',
              // The files share one module graph per worker: the setup (MSW, the stand-in
              // backend, the seed) loads once instead of once per file. State is reset after
              // every test by src/test/setup.ts.
              isolate: false,
              include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
              setupFiles: ['./src/test/setup.ts'],
              restoreMocks: true,
            },
          },
          {
            // Hooks and components rendered with Testing Library.
            extends: true,
            test: {
              name: 'dom',
              environment: 'jsdom',
              // One jsdom and one module graph per worker, as in `unit`: the setup resets the DOM
              // (Testing Library's cleanup), MSW, the stand-in backend and storage after every
              // test. Half the CPU of a fresh jsdom and React for every file.
              isolate: false,
              include: ['src/**/*.test.tsx'],
              setupFiles: ['./src/test/setup.ts'],
              restoreMocks: true,
            },
          },
          {
            extends: true,
            plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'npm run storybook' })],
            test: {
              name: 'storybook',
              // One page for all story files: Storybook's preview, MSW's worker and the app's
              // modules load once. Every story starts from a fresh world anyway (preview.tsx).
              isolate: false,
              testTimeout: 60_000,
              // Fixed clock, still animations and the screenshot check of every story.
              setupFiles: ['./.storybook/visual.setup.ts'],
              browser: {
                enabled: true,
                headless: true,
                // The page is large enough that no story frame is scaled down (1280 wide, 1112 tall is the
                // most any story asks for); one device pixel per CSS pixel, one locale
                // and time zone, so screenshots are the same on every machine.
                provider: playwright({
                  launchOptions: storyLaunchOptions(),
                  contextOptions: { viewport: { width: 1280, height: 1112 }, deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'UTC' },
                }),
                commands: { matchStoryScreenshot },
                instances: [{ browser: 'chromium' }],
                // Two runs on one machine need two ports (VITEST_BROWSER_PORT).
                api: { port: Number(process.env.VITEST_BROWSER_PORT || 63315), strictPort: true },
              },
            },
          },
        ],
      },
    }),
  ),
);
