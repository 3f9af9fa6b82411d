import { writeStoryFontConfig } from './scripts/visual/fonts.ts';

/**
 * The one place that says which Chromium the tests drive and how it is started: Debian's
 * /usr/bin/chromium (CHROMIUM_PATH overrides it). No test tool downloads a browser.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };

/**
 * The story tests' Chromium: the same, but it can find no font but the project's own
 * (scripts/visual/fonts.ts), so a story's screenshot is the same whatever fonts the machine has.
 */
export function storyLaunchOptions() {
  return { ...chromiumLaunchOptions, env: { ...process.env, FONTCONFIG_FILE: writeStoryFontConfig() } };
}
