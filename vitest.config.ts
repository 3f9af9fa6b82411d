import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';
import { chromiumLaunchOptions } from './browser.config.ts';

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        projects: [
          {
            extends: true,
            test: {
              name: 'unit',
              environment: 'jsdom',
              include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
              setupFiles: ['./src/test/setup.ts'],
              restoreMocks: true,
            },
          },
          {
            extends: true,
            plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'npm run storybook' })],
            test: {
              name: 'storybook',
              browser: {
                enabled: true,
                headless: true,
                provider: playwright({ launchOptions: chromiumLaunchOptions }),
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
