import { describe, expect, it } from 'vitest';
import { MILLION, repeated, smallTexts } from '@/test/linearity';
import { htmlText, htmlWordCount } from './htmlText';

describe('htmlText', () => {
  it('answers what the regular expression it replaced answered', () => {
    for (const html of smallTexts(['<', '>', 'p', ' ', '<b>', 'x'], 6)) expect(htmlText(html), JSON.stringify(html)).toBe(html.replace(/<[^>]*>/g, ' '));
  });

  it('reads a million characters of unclosed tags (the old expression was quadratic)', () => {
    expect(htmlText(repeated('<'))).toBe(repeated('<'));
    expect(htmlText(`${repeated('<p ')}>x`)).toBe(' x');
  });
});

describe('htmlWordCount', () => {
  it('counts the words between the tags', () => {
    expect(htmlWordCount('<p>Who built <strong>the Red Fort</strong></p>')).toBe(5);
    expect(htmlWordCount('<p>one&nbsp;two</p><p></p>')).toBe(2);
    expect(htmlWordCount('')).toBe(0);
  });

  it('counts a million characters of words, spaces and tags', () => {
    expect(htmlWordCount(repeated('<p>word</p> '))).toBe(Math.ceil(MILLION / 12));
    expect(htmlWordCount(`a${repeated(' ')}b`)).toBe(2);
  });
});
