import { LegalPage } from '@/components/legal/LegalPage';
import { refundPolicy } from '@/components/legal/refundPolicy';
import { config } from '@/config';
import { usePageMeta } from '@/lib/usePageMeta';

const policy = refundPolicy({ email: config.contactEmail, phone: config.contactPhone });

export function CancellationPage() {
  usePageMeta({
    title: policy.title,
    description: 'Cancellation, rescheduling and refunds on ChitChat: not available yet, planned for the next version, and what to do if a session does not happen.',
  });
  return <LegalPage policy={policy} />;
}
