import { memo } from 'react';
import { ConsultantsTable } from './components/ConsultantsTable';
import { NotificationForm } from './components/NotificationForm';
import { TabSection } from '@/components/dashboard/TabSection';
import { RefusalNote, usePermission } from '@/components/ui/Permitted';
import { formatCount } from '@/lib/format';
import { useConsultantsPage } from './useConsultantsPage';

/** The form re-renders when what it shows changes (recipients, onSend), not on every keystroke of the header search. */
const Notification = memo(NotificationForm);

/** What the tab says to a role that may not send push notifications: it has no selection to make. */
export const READ_ONLY_DESCRIPTION = 'Search by name or phone with the search box above.';

/**
 * SPEC.md Dashboard tab: a push notification to the consultants selected in the list below it.
 * A role that may not send one (issue 48) is told so in the form's place, and selects nothing.
 */
export function ConsultantsPage() {
  const page = useConsultantsPage();
  const notify = usePermission('sendNotifications');
  return (
    <TabSection
      title="Dashboard"
      description={notify.allowed ? 'Select consultants (click a row, or Shift-click for a range) to send them a push notification.' : READ_ONLY_DESCRIPTION}
      spacing="roomy"
    >
      {notify.allowed ? <Notification recipients={page.recipients} onSend={page.sendNotification} /> : <RefusalNote permission="sendNotifications" />}
      <ConsultantsTable
        {...page.table}
        selectedIds={notify.allowed ? page.selectedIds : undefined}
        onSelectedIdsChange={page.onSelectedIdsChange}
        busy={page.busy}
        onVerify={page.onVerify}
        toolbar={
          <p className="pb-2 text-sm text-gray-800" role="status">
            {page.shown !== null && page.shown > 0 && `${formatCount(page.shown)} shown${notify.allowed ? ` · ${formatCount(page.recipients)} selected` : ''}`}
          </p>
        }
      />
    </TabSection>
  );
}
