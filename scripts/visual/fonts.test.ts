import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertOnlyShippedFonts, SHIPPED_FONT_DIRS, storyFontConfig, writeStoryFontConfig } from './fonts';

describe('the story fonts', () => {
  it('lists only the shipped folders, and no system folder or rule', () => {
    const config = storyFontConfig();
    const dirs = [...config.matchAll(/<dir>([^<]*)<\/dir>/g)].map((match) => match[1]);
    expect(dirs).toEqual(SHIPPED_FONT_DIRS);
    expect(config).not.toMatch(/<include|\/usr\/share\/fonts|\/etc\/fonts|~\/\.fonts/);
  });

  it('lets fontconfig reach the shipped DejaVu fonts and nothing else', () => {
    const files = assertOnlyShippedFonts(writeStoryFontConfig());
    expect(files.map((file) => path.basename(file))).toEqual(expect.arrayContaining(['DejaVuSans.ttf', 'DejaVuSansMono.ttf', 'DejaVuSans-Bold.ttf']));
  });

  it('fails, naming the font, when a configuration reaches a font the project does not ship', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'story-fonts-'));
    const foreign = path.join(dir, 'foreign');
    fs.mkdirSync(foreign);
    fs.copyFileSync(path.join(SHIPPED_FONT_DIRS[0]!, 'DejaVuSerif.ttf'), path.join(foreign, 'Foreign.ttf'));
    const file = path.join(dir, 'fonts.conf');
    fs.writeFileSync(file, storyFontConfig().replace('<dir>', `<dir>${foreign}</dir>\n  <dir>`));
    try {
      expect(() => assertOnlyShippedFonts(file)).toThrow(/Foreign\.ttf/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
