import { sectionAnchors, SUMMARY_LABEL, type ArticleSection } from '@/lib/articleToc';

/** SPEC.md section 2, to the character: three ASCII dots. */
export const ARTICLE_LOADING = 'Loading...';

function Section({ section, anchor }: { section: ArticleSection; anchor: string | undefined }) {
  switch (section.type) {
    case 'introduction':
      return (
        <p id={anchor} className="scroll-mt-24 text-lg leading-relaxed text-ink sm:text-xl">
          {section.text}
        </p>
      );
    case 'heading':
      return (
        <h2 id={anchor} className="mt-6 scroll-mt-24 text-2xl font-bold text-ink">
          {section.text}
        </h2>
      );
    case 'paragraph':
      return <p className="leading-relaxed text-gray-800">{section.text}</p>;
    case 'quote':
      return (
        <figure className="my-4 rounded-r-2xl border-l-4 border-brand-500 bg-brand-50 px-6 py-5">
          <blockquote className="text-lg leading-relaxed font-medium text-ink">
            <p>“{section.text}”</p>
          </blockquote>
          <figcaption className="mt-3 text-sm text-gray-700">
            — <cite className="not-italic font-semibold">{section.author}</cite>
          </figcaption>
        </figure>
      );
    case 'image':
      return (
        <figure className="my-4">
          <img src={section.src} alt={section.alt} width={section.width} height={section.height} loading="lazy" className="h-auto w-full rounded-2xl ring-1 ring-gray-200" />
          {section.caption && <figcaption className="mt-2 text-center text-sm text-gray-700">{section.caption}</figcaption>}
        </figure>
      );
    case 'summary':
      return (
        <section id={anchor} aria-labelledby={anchor && `${anchor}-heading`} className="mt-6 scroll-mt-24 rounded-2xl bg-gray-50 p-6 ring-1 ring-gray-200">
          <h2 id={anchor && `${anchor}-heading`} className="text-2xl font-bold text-ink">
            {SUMMARY_LABEL}
          </h2>
          <p className="mt-3 leading-relaxed text-gray-800">{section.text}</p>
        </section>
      );
  }
}

/** The article text; 'Loading...' until the sections have arrived. */
export function ArticleBody({ sections }: { sections: readonly ArticleSection[] | undefined }) {
  if (!sections) {
    return (
      <div aria-busy="true" className="py-10">
        <p role="status" className="text-gray-700">
          {ARTICLE_LOADING}
        </p>
      </div>
    );
  }
  const anchors = sectionAnchors(sections);
  return (
    <div className="flex flex-col gap-5">
      {sections.map((section, index) => (
        <Section key={index} section={section} anchor={anchors[index]} />
      ))}
    </div>
  );
}
