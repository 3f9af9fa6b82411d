import { AboutIntro } from '@/components/about/AboutIntro';
import { SuccessTeam } from '@/components/about/SuccessTeam';
import { successTeam } from '@/components/about/team';
import { WhyChoose } from '@/components/about/WhyChoose';
import { usePageMeta } from '@/lib/usePageMeta';

export function AboutPage() {
  usePageMeta({
    title: 'About us',
    description: 'ChitChat bridges the gap between influencers and their followers with private 1:1 chat, audio and video sessions. Meet the team behind it.',
  });
  return (
    <main id="main">
      <AboutIntro />
      <WhyChoose />
      <SuccessTeam members={successTeam} />
    </main>
  );
}
