import { TabSection } from '@/components/dashboard/TabSection';
import { ActivityFilters } from './components/ActivityFilters';
import { ActivityTable } from './components/ActivityTable';
import { useActivityPage } from './useActivityPage';

/** Issue 25's Activity tab: who changed what and when, newest first, with filters, search and export. */
export function ActivityPage() {
  const page = useActivityPage();
  return (
    <TabSection title="Activity" description="Every change an operator made, newest first. Search names, actions and values with the search box above.">
      <ActivityTable
        {...page.table}
        toolbar={<ActivityFilters values={page.filters} onChange={page.setFilters} choices={page.choices} dateError={page.dateError} shown={page.shown} about={page.about} />}
      />
    </TabSection>
  );
}
