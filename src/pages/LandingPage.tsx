import { BRAND_NAME } from '@/brand';
import { AppDownload } from '@/components/marketing/AppDownload';
import { Faq } from '@/components/marketing/Faq';
import { FeatureCarousel } from '@/components/marketing/FeatureCarousel';
import { Hero } from '@/components/marketing/Hero';
import { PromoSection } from '@/components/marketing/PromoSection';
import { StructuredData } from '@/components/marketing/StructuredData';
import { siteJsonLd } from '@/components/marketing/jsonLd';
import { config } from '@/config';
import { usePageMeta } from '@/lib/usePageMeta';

/** The home route: what the app is, how you talk to creators, why book, where to get it, and the FAQ. */
export function LandingPage() {
  usePageMeta({
    title: `${BRAND_NAME}: 1:1 conversations with content creators`,
    description: `Book private chat, audio and video sessions with the influencers you follow. Pick a slot, pay by UPI or card, and talk one-on-one. ${BRAND_NAME} is free to download.`,
  });
  return (
    <main id="main">
      <StructuredData data={siteJsonLd({ siteUrl: config.siteUrl, sameAs: [config.facebookUrl, config.instagramUrl, config.linkedinUrl] })} />
      <Hero />
      <FeatureCarousel />
      <PromoSection />
      <AppDownload />
      <Faq />
    </main>
  );
}
