import { describe, expect, it } from 'vitest';
import { repeated, smallTexts } from '@/test/linearity';
import { withoutTrailingSlashes } from './trailingSlashes';

describe('withoutTrailingSlashes', () => {
  it('answers what the regular expression it replaced answered', () => {
    for (const text of smallTexts(['/', 'a', ':', ' '], 7)) expect(withoutTrailingSlashes(text), JSON.stringify(text)).toBe(text.replace(/\/+$/, ''));
  });

  it('reads a million slashes (the old expression was quadratic when something followed them)', () => {
    expect(withoutTrailingSlashes(`https://x.example${repeated('/')}`)).toBe('https://x.example');
    expect(withoutTrailingSlashes(`${repeated('/')}x`)).toBe(`${repeated('/')}x`);
  });
});
