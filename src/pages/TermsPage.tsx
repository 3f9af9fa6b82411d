import { LegalPage } from '@/components/legal/LegalPage';
import { termsAndConditions } from '@/components/legal/termsAndConditions';
import { config } from '@/config';
import { usePageMeta } from '@/lib/usePageMeta';

const policy = termsAndConditions({ email: config.contactEmail, phone: config.contactPhone });

export function TermsPage() {
  usePageMeta({
    title: policy.title,
    description: 'The terms for booking and offering 1:1 chat, audio and video sessions on ChitChat: fees, payments, conduct and liability.',
  });
  return <LegalPage policy={policy} />;
}
