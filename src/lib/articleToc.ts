/**
 * A blog article as typed sections, and the table of contents built from them: one entry
 * for the introduction, one per heading (anchored by its index among the headings) and one
 * for the summary. The body uses the same anchors, so every TOC link has a target.
 */

export type ArticleSection =
  | { type: 'introduction'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'quote'; text: string; author: string }
  | { type: 'image'; src: string; alt: string; width: number; height: number; caption?: string }
  | { type: 'summary'; text: string };

export const INTRODUCTION_ANCHOR = 'introduction';
export const SUMMARY_ANCHOR = 'summary';
export const INTRODUCTION_LABEL = 'Introduction';
export const SUMMARY_LABEL = 'Summary';

export function headingAnchor(index: number): string {
  return `heading-${index}`;
}

export interface TocEntry {
  /** The id of the element the entry points at, without '#'. */
  id: string;
  label: string;
}

/** The anchor id of each section, position by position; undefined for sections without one. */
export function sectionAnchors(sections: readonly ArticleSection[]): (string | undefined)[] {
  let headings = 0;
  let introduction = false;
  let summary = false;
  return sections.map((section) => {
    switch (section.type) {
      case 'heading':
        return headingAnchor(headings++);
      // Ids must be unique: only the first introduction and summary carry an anchor.
      case 'introduction':
        if (introduction) return undefined;
        introduction = true;
        return INTRODUCTION_ANCHOR;
      case 'summary':
        if (summary) return undefined;
        summary = true;
        return SUMMARY_ANCHOR;
      default:
        return undefined;
    }
  });
}

export function buildToc(sections: readonly ArticleSection[]): TocEntry[] {
  const anchors = sectionAnchors(sections);
  return sections.flatMap((section, index) => {
    const id = anchors[index];
    if (!id) return [];
    const label = section.type === 'heading' ? section.text : section.type === 'introduction' ? INTRODUCTION_LABEL : SUMMARY_LABEL;
    return [{ id, label }];
  });
}
