export interface SurveyEmbedProps {
  /** The survey's embeddable address (config.surveyFormUrls). */
  src: string;
  /** What the survey is, e.g. 'Creator survey': the frame's accessible name. */
  title: string;
}

/** An external survey form in a lazily loaded frame, with a way out for anyone who prefers a full tab. */
export function SurveyEmbed({ src, title }: SurveyEmbedProps) {
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
      <iframe
        src={src}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="block h-[1100px] w-full border-0 sm:h-[1000px] lg:h-[900px]"
      />
      <figcaption className="flex flex-wrap items-center justify-between gap-2 border-t border-gray-200 bg-gray-50 px-4 py-3 text-sm text-gray-700">
        <span>Form not showing, or easier in a full window?</span>
        <a href={src} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600">
          Open the {title.toLowerCase()} in a new tab
        </a>
      </figcaption>
    </figure>
  );
}
