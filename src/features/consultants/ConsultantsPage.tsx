import { memo } from 'react';
import { ConsultantsTable } from './components/ConsultantsTable';
import { NotificationForm } from './components/NotificationForm';
import { TabSection } from '@/components/dashboard/TabSection';
import { formatCount } from '@/lib/format';
import { useConsultantsPage } from './useConsultantsPage';

/** The form re-renders when what it shows changes (recipients, onSend), not on every keystroke of the header search. */
const Notification = memo(NotificationForm);

/** SPEC.md Dashboard tab: a push notification to the consultants selected in the list below it. */
export function ConsultantsPage() {
  const page = useConsultantsPage();
  return (
    <TabSection title="Dashboard" description="Select consultants (click a row, or Shift-click for a range) to send them a push notification." spacing="roomy">
      <Notification recipients={page.recipients} onSend={page.sendNotification} />
      <ConsultantsTable
        {...page.table}
        selectedIds={page.selectedIds}
        onSelectedIdsChange={page.onSelectedIdsChange}
        busy={page.busy}
        onVerify={page.onVerify}
        toolbar={
          <p className="pb-2 text-sm text-gray-800" role="status">
            {page.shown !== null && page.shown > 0 && `${formatCount(page.shown)} shown · ${formatCount(page.recipients)} selected`}
          </p>
        }
      />
    </TabSection>
  );
}
