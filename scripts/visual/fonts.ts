/**
 * The fonts the story screenshots may use, and nothing else. Chromium finds system fonts
 * through fontconfig; the story browser is started with FONTCONFIG_FILE pointing at a
 * configuration that lists only the font folders the project ships (npm packages), with no
 * system folder and no system rules, so whatever fonts a machine has installed, none of them
 * can be picked. Inter, the theme's font, arrives as a web font (.storybook/fonts.css); text it
 * lacks, and the generic families (monospace above all), resolve to the shipped DejaVu.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from '../../src/lib/pageHead.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The folders of shipped fonts (TrueType, which fontconfig reads everywhere). */
export const SHIPPED_FONT_DIRS = [path.join(ROOT, 'node_modules/dejavu-fonts-ttf/ttf')];

const CONFIG_DIR = path.join(ROOT, 'node_modules/.cache/story-fonts');


/** The configuration: shipped folders only, generic families mapped, rendering settings written out. */
export function storyFontConfig(): string {
  const dirs = SHIPPED_FONT_DIRS.map((dir) => `  <dir>${escapeHtml(dir)}</dir>`).join('\n');
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- Written by scripts/visual/fonts.ts for the story browser: only the project's own fonts. -->
<fontconfig>
${dirs}
  <cachedir>${escapeHtml(path.join(CONFIG_DIR, 'cache'))}</cachedir>
  <selectfont><rejectfont><glob>*/DejaVuMathTeXGyre.ttf</glob></rejectfont></selectfont>
  <alias binding="same"><family>sans-serif</family><prefer><family>DejaVu Sans</family></prefer></alias>
  <alias binding="same"><family>system-ui</family><prefer><family>DejaVu Sans</family></prefer></alias>
  <alias binding="same"><family>serif</family><prefer><family>DejaVu Serif</family></prefer></alias>
  <alias binding="same"><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
  <match target="pattern"><edit name="family" mode="append_last"><string>DejaVu Sans</string></edit></match>
  <match target="pattern">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="autohint" mode="assign"><bool>false</bool></edit>
    <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>
  </match>
</fontconfig>
`;
}

/** Writes the configuration (and its cache folder) and answers its path, for FONTCONFIG_FILE. */
export function writeStoryFontConfig(): string {
  fs.mkdirSync(path.join(CONFIG_DIR, 'cache'), { recursive: true });
  const file = path.join(CONFIG_DIR, 'fonts.conf');
  const text = storyFontConfig();
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

/**
 * Every font the story browser can reach, as fontconfig lists them under that configuration;
 * throws, naming them, when one is not the project's. fc-list comes with fontconfig, which
 * Chromium itself needs.
 */
export function assertOnlyShippedFonts(configFile: string): string[] {
  const listed = spawnSync('fc-list', ['--format', '%{file}\n'], { encoding: 'utf8', env: { ...process.env, FONTCONFIG_FILE: configFile } });
  if (listed.error || listed.status !== 0) throw new Error(`fc-list could not list the story fonts (${listed.error?.message ?? listed.stderr}); install fontconfig.`);
  const files = listed.stdout.split('\n').filter(Boolean);
  const foreign = files.filter((file) => !SHIPPED_FONT_DIRS.some((dir) => file.startsWith(dir + path.sep)));
  if (files.length === 0 || foreign.length > 0) {
    throw new Error(`The story browser must see only the project's fonts; it sees ${files.length === 0 ? 'none' : foreign.join(', ')}. Run npm ci (dejavu-fonts-ttf).`);
  }
  return files;
}
