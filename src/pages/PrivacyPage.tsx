import { LegalPage } from '@/components/legal/LegalPage';
import { privacyPolicy } from '@/components/legal/privacyPolicy';
import { config } from '@/config';
import { usePageMeta } from '@/lib/usePageMeta';

const policy = privacyPolicy({ email: config.contactEmail, phone: config.contactPhone });

export function PrivacyPage() {
  usePageMeta({
    title: policy.title,
    description: 'What ChitChat collects when you book 1:1 sessions with creators, how we use and share it, how long we keep it and your rights.',
  });
  return <LegalPage policy={policy} />;
}
