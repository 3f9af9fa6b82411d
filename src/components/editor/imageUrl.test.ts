import { describe, expect, it } from 'vitest';
import { MILLION, repeated, smallTexts } from '@/test/linearity';
import { carriesEmbeddedImage, hasDataImage, imageUrlMessages, imageUrlProblem, isDataUrl } from './imageUrl';

/** A stand-in for the browser's DataTransfer: the unit project runs in Node. */
function transfer({ data = {}, files = [] }: { data?: Record<string, string>; files?: { type: string }[] }): DataTransfer {
  return {
    getData: (type: string) => data[type] ?? '',
    files: files as unknown as FileList,
    items: files.map((file) => ({ kind: 'file', type: file.type })) as unknown as DataTransferItemList,
  } as DataTransfer;
}

describe('imageUrlProblem', () => {
  it('takes http and https web addresses', () => {
    expect(imageUrlProblem('https://example.com/a.png')).toBeNull();
    expect(imageUrlProblem('http://example.com/a.png?size=2')).toBeNull();
    expect(imageUrlProblem('  https://example.com/a.png  ')).toBeNull();
  });

  it('refuses data: addresses with their own reason', () => {
    expect(imageUrlProblem('data:image/png;base64,iVBORw0KGgo=')).toBe(imageUrlMessages.data);
    expect(imageUrlProblem(' DATA:image/svg+xml,<svg/>')).toBe(imageUrlMessages.data);
  });

  it('refuses other schemes and bare names', () => {
    for (const value of ['javascript:alert(1)', 'ftp://example.com/a.png', 'file:///etc/passwd', 'example.com/a.png', 'https://', 'blob:https://example.com/1']) {
      expect(imageUrlProblem(value), value).toBe(imageUrlMessages.notWeb);
    }
  });

  it('tells data addresses apart', () => {
    expect(isDataUrl('data:,x')).toBe(true);
    expect(isDataUrl('https://example.com/data:x')).toBe(false);
  });
});

describe('carriesEmbeddedImage', () => {
  it('finds image files and data images in HTML or text', () => {
    expect(carriesEmbeddedImage(transfer({ files: [{ type: 'image/png' }] }))).toBe(true);
    expect(carriesEmbeddedImage(transfer({ data: { 'text/html': '<p>a<img alt="x" src="data:image/png;base64,AAA"></p>' } }))).toBe(true);
    expect(carriesEmbeddedImage(transfer({ data: { 'text/html': "<img src='data:image/gif;base64,AAA'>" } }))).toBe(true);
    expect(carriesEmbeddedImage(transfer({ data: { 'text/plain': 'data:image/jpeg;base64,AAA' } }))).toBe(true);
  });

  it('lets text, web images and other files through', () => {
    expect(carriesEmbeddedImage(null)).toBe(false);
    expect(carriesEmbeddedImage(transfer({ data: { 'text/plain': 'What is 2 + 2?' } }))).toBe(false);
    expect(carriesEmbeddedImage(transfer({ data: { 'text/html': '<img src="https://example.com/a.png">' } }))).toBe(false);
    expect(carriesEmbeddedImage(transfer({ data: { 'text/plain': 'The data: field is empty' } }))).toBe(false);
    expect(carriesEmbeddedImage(transfer({ files: [{ type: 'application/pdf' }] }))).toBe(false);
  });
});

describe('hasDataImage', () => {
  const before = (html: string) => /<img\b[^>]*\bsrc\s*=\s*["']?\s*data:/i.test(html);

  it('answers what the regular expression it replaced answered', () => {
    const texts = [
      ...smallTexts(['<img', ' src', '=', ' ', '"', 'data:', '>', 'x', '<imgx', '-src'], 5),
      ...smallTexts(['<IMG', 'SRC', 'Src', ' ', '\n', '=', "'", 'DATA:', 'dat', 'a:'], 5),
    ];
    const found = texts.filter((html) => {
      expect(hasDataImage(html), JSON.stringify(html)).toBe(before(html));
      return before(html);
    });
    expect(found.length).toBeGreaterThan(50);
  });

  it.each([
    ['<p>a<img alt="x" src="data:image/png;base64,AAA"></p>', true],
    ['<IMG SRC = \' DATA:image/gif;base64,AAA\'>', true],
    ['<img <imgx src=data:x', true],
    ['<img title=">" src="data:x">', false],
    ['<img alt="src" src="https://x/a.png">', false],
    // As before: any attribute ending in -src counts, which only refuses more.
    ['<img data-src="data:x" src="https://x/a.png">', true],
    ['<imgsrc=data:x>', false],
    ['<picture><img srcset="data:x"></picture>', false],
  ])('%s', (html, expected) => {
    expect(hasDataImage(html)).toBe(expected);
    expect(before(html)).toBe(expected);
  });

  it('reads a million characters of repeated <img or spaces (the old expression was quadratic)', () => {
    expect(hasDataImage(repeated('<img '))).toBe(false);
    expect(hasDataImage(`${repeated('<img ')}src=data:x`)).toBe(true);
    expect(hasDataImage(`<img src=${repeated(' ')}x`)).toBe(false);
    expect(hasDataImage(`<img src=${repeated(' ')}"${repeated(' ')}data:image/png`)).toBe(true);
    expect(hasDataImage(repeated('<img src= src=', MILLION))).toBe(false);
    expect(carriesEmbeddedImage(transfer({ data: { 'text/html': repeated('<img ') } }))).toBe(false);
  });
});
