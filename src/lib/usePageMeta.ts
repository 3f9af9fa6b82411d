import { useEffect } from 'react';
import { BRAND_NAME } from '../brand';

export interface PageMeta {
  /** The page's own title; the brand is appended. */
  title: string;
  /** The meta description search engines and link previews show. */
  description: string;
}

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** Each route sets its own document title and meta description. */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title.includes(BRAND_NAME) ? title : `${title} | ${BRAND_NAME}`;
    descriptionTag().content = description;
  }, [title, description]);
}
