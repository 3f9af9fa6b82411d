import { telHref } from '@/components/contact/phoneLink';
import { CURRENT_AS, type LegalBlock, type LegalDocument } from './legalDocument';

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'contact':
      return (
        <p>
          {block.text}{' '}
          <a href={`mailto:${block.email}`} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600">
            {block.email}
          </a>
          {block.phone && (
            <>
              {' '}or call{' '}
              <a href={telHref(block.phone)} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600">
                {block.phone}
              </a>
            </>
          )}
          .
        </p>
      );
  }
}

export interface LegalPageProps {
  /** The document to show: its title, sections and paragraphs. */
  policy: LegalDocument;
  /** The 'Current as …' line; SPEC.md's date unless a story says otherwise. */
  currentAs?: string;
}

/** A policy page: title, date line, an 'On this page' list and numbered sections. */
export function LegalPage({ policy, currentAs = CURRENT_AS }: LegalPageProps) {
  return (
    <main id="main" className="bg-white">
      <header className="border-b border-brand-100 bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{policy.title}</h1>
          <p className="mt-3 text-sm font-medium text-brand-700">{currentAs}</p>
          <p className="mt-4 max-w-3xl text-lg text-gray-700">{policy.summary}</p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[16rem_1fr] lg:gap-14">
        <nav aria-labelledby="on-this-page" className="lg:sticky lg:top-6 lg:self-start">
          <h2 id="on-this-page" className="text-sm font-semibold uppercase tracking-wide text-gray-700">
            On this page
          </h2>
          <ol className="mt-3 space-y-1 border-l-2 border-brand-100 text-sm">
            {policy.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-0.5 block border-l-2 border-transparent py-1 pl-4 text-gray-700 hover:border-brand-600 hover:text-brand-700"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10 leading-relaxed text-gray-800">
          {policy.sections.map((section) => (
            <section key={section.id} id={section.id} className="scroll-mt-6">
              <h2 className="text-xl font-semibold text-ink sm:text-2xl">
                {section.heading}
              </h2>
              <div className="mt-3 space-y-4">
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
