import { describe, expect, it } from 'vitest';
import { buildToc, headingAnchor, sectionAnchors, type ArticleSection } from './articleToc';

const article: ArticleSection[] = [
  { type: 'introduction', text: 'Why this matters.' },
  { type: 'heading', text: 'Before the call' },
  { type: 'paragraph', text: 'Check your light.' },
  { type: 'quote', text: 'Bring one real question.', author: 'A creator' },
  { type: 'heading', text: 'During the call' },
  { type: 'image', src: '/call.svg', alt: 'A video call on a phone', width: 640, height: 400 },
  { type: 'heading', text: 'After the call' },
  { type: 'summary', text: 'Prepare, listen, enjoy.' },
];

describe('headingAnchor', () => {
  it('anchors headings by index', () => {
    expect(headingAnchor(0)).toBe('heading-0');
    expect(headingAnchor(12)).toBe('heading-12');
  });
});

describe('sectionAnchors', () => {
  it('gives the introduction, each heading and the summary an anchor', () => {
    expect(sectionAnchors(article)).toEqual(['introduction', 'heading-0', undefined, undefined, 'heading-1', undefined, 'heading-2', 'summary']);
  });

  it('never repeats an id', () => {
    const twice: ArticleSection[] = [
      { type: 'introduction', text: 'One' },
      { type: 'introduction', text: 'Two' },
      { type: 'summary', text: 'One' },
      { type: 'summary', text: 'Two' },
    ];
    expect(sectionAnchors(twice)).toEqual(['introduction', undefined, 'summary', undefined]);
  });
});

describe('buildToc', () => {
  it('lists the introduction, the headings by index and the summary, in reading order', () => {
    expect(buildToc(article)).toEqual([
      { id: 'introduction', label: 'Introduction' },
      { id: 'heading-0', label: 'Before the call' },
      { id: 'heading-1', label: 'During the call' },
      { id: 'heading-2', label: 'After the call' },
      { id: 'summary', label: 'Summary' },
    ]);
  });

  it('is empty for an empty article and leaves out what is missing', () => {
    expect(buildToc([])).toEqual([]);
    expect(buildToc([{ type: 'heading', text: 'Only' }])).toEqual([{ id: 'heading-0', label: 'Only' }]);
  });
});
