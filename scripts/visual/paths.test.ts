import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { referencePath, reportPaths } from './paths';

describe('screenshot paths', () => {
  it('puts a story under its title, one file per story and width', () => {
    expect(referencePath({ title: 'Pages/Dashboard/Earnings', name: 'Filter In Url', suffix: '-w375' })).toBe(
      path.join('visual', 'reference', 'Pages', 'Dashboard', 'Earnings', 'Filter In Url-w375.png'),
    );
  });

  it('keeps names file-system safe and inside the folder', () => {
    expect(referencePath({ title: '../Odd: Title', name: 'A/B? "C"', suffix: '' })).toBe(
      path.join('visual', 'reference', '_', 'Odd_ Title', 'A_B_ _C_.png'),
    );
  });

  it('names the three failure images after the story', () => {
    const shot = { title: 'UI/Button', name: 'Primary', suffix: '' };
    expect(reportPaths(shot)).toEqual({
      reference: path.join('.reports', 'visual', 'UI', 'Button', 'Primary-reference.png'),
      actual: path.join('.reports', 'visual', 'UI', 'Button', 'Primary-actual.png'),
      diff: path.join('.reports', 'visual', 'UI', 'Button', 'Primary-diff.png'),
    });
  });
});
