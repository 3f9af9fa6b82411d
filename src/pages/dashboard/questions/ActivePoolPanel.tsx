import { TabHeading } from '@/components/dashboard/TabHeading';
import { PoolsTable } from '@/components/dashboard/pools/PoolsTable';
import { countOf } from '@/lib/format';
import { usePoolListPanel } from './usePoolListPanel';

/** SPEC.md Q&A Manager, Active Pool: the active pools. */
export function ActivePoolPanel() {
  const page = usePoolListPanel('active');
  return (
    <section aria-labelledby="active-pool-heading" className="flex flex-col gap-4">
      <TabHeading level={3} id="active-pool-heading" title="Active Pool" description="Search by name, prize or fee with the search box above." />
      <PoolsTable
        {...page.table}
        kind="active"
        activating={page.activating}
        onActivate={page.activatePool}
        toolbar={page.table.status === 'ready' && <p className="pb-2 text-sm text-gray-800"><strong>{countOf(page.table.rows.length, 'pool', 'pools')}</strong></p>}
      />
    </section>
  );
}
