/** The shape of a legal page's text: plain data, so the words live in one module per policy. */
export type LegalBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  /** A sentence followed by the support e-mail (and phone) as links. */
  | { type: 'contact'; text: string; email: string; phone?: string };

export interface LegalSection {
  /** The anchor of the section, used by the 'On this page' list. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** One or two sentences under the title saying what the document is for. */
  summary: string;
  sections: LegalSection[];
}

export interface LegalContact {
  email: string;
  phone: string;
}

export const CURRENT_AS = 'Current as 13 Dec 2024';

export const paragraph = (text: string): LegalBlock => ({ type: 'paragraph', text });
export const list = (...items: string[]): LegalBlock => ({ type: 'list', items });
