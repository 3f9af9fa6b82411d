import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findOrphans, listPngs } from './orphans';

describe('orphan references', () => {
  it('lists the references no story checked', () => {
    const references = ['visual/reference/UI/Button/Primary.png', 'visual/reference/UI/Button/Old Name.png'];
    expect(findOrphans(references, ['visual/reference/UI/Button/Primary.png'])).toEqual(['visual/reference/UI/Button/Old Name.png']);
  });

  it('finds PNGs in nested folders and nothing else', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-'));
    fs.mkdirSync(path.join(root, 'Pages', 'Login'), { recursive: true });
    fs.writeFileSync(path.join(root, 'Pages', 'Login', 'Default-w375.png'), '');
    fs.writeFileSync(path.join(root, 'notes.txt'), '');
    expect(listPngs(root)).toEqual([path.join(root, 'Pages', 'Login', 'Default-w375.png')]);
    expect(listPngs(path.join(root, 'missing'))).toEqual([]);
    fs.rmSync(root, { recursive: true });
  });
});
