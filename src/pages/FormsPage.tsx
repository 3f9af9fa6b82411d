import { ConsentBanner } from '@/components/forms/ConsentBanner';
import { SurveyEmbed } from '@/components/forms/SurveyEmbed';
import { browserAdTagLoader, useAdConversionTag, useConsent, type AdTagLoader } from '@/components/forms/useAdConversionTag';
import { config } from '@/config';
import { usePageMeta } from '@/lib/usePageMeta';

const surveys = {
  1: {
    formIndex: 0,
    title: 'Creator survey',
    heading: 'Creators, tell us how you want to meet your followers',
    intro:
      'You set your own fees and your own hours on ChitChat. Tell us which sessions you would offer (chat, audio or video), how long they should run and what you would charge, and we will shape the creator tools around your answers.',
    description: 'A short survey for content creators about the 1:1 chat, audio and video sessions they would like to offer on ChitChat.',
  },
  2: {
    formIndex: 1,
    title: 'Follower survey',
    heading: 'Who would you love a 1:1 with?',
    intro:
      'Tell us which creators you follow, what you would ask them in a private session, and what a fair fee in rupees feels like to you. It takes about three minutes.',
    description: 'A three-minute survey for followers about the creators they would book and the 1:1 sessions they want on ChitChat.',
  },
  3: {
    formIndex: 2,
    title: 'Feedback survey',
    heading: 'How was your ChitChat session?',
    intro:
      'Whether your call was wonderful or something got in the way, we read every answer. Your feedback decides what we fix first and what comes in the next version of the app.',
    description: 'Tell us how your ChitChat session went: what worked, what did not, and what we should build next.',
  },
} as const;

export interface FormsPageProps {
  form: 1 | 2 | 3;
  /** The ad-conversion tag and how it loads; config's id by default. Stories inject an id and an inert loader. */
  adTag?: { id: string | undefined; loader: AdTagLoader };
}

/** /forms, /forms2 and /forms3: each embeds its own survey form, the only pages that may load the ad tag. */
export function FormsPage({ form, adTag = { id: config.adConversionTagId, loader: browserAdTagLoader } }: FormsPageProps) {
  const survey = surveys[form];
  usePageMeta({ title: survey.title, description: survey.description });
  const [consent, setConsent] = useConsent();
  useAdConversionTag(adTag.id, consent, adTag.loader);

  return (
    <main id="main" className="bg-brand-50/60">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{survey.title}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{survey.heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-gray-700">{survey.intro}</p>
        {/* With no tag configured nothing on this page is tracked, so there is nothing to ask consent for. */}
        {adTag.id && (
          <div className="mt-4">
            <ConsentBanner consent={consent} onChange={setConsent} />
          </div>
        )}
        <div className="mt-8">
          <SurveyEmbed src={config.surveyFormUrls[survey.formIndex]} title={survey.title} />
        </div>
      </div>
    </main>
  );
}
