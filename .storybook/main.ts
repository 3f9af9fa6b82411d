import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The app's public files, and MSW's worker script (.storybook/public/mockServiceWorker.js),
  // which only Storybook needs: it stays out of the production build.
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true },
};

export default config;
