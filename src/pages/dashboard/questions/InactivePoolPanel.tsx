import { TabHeading } from '@/components/dashboard/TabHeading';
import { PoolsTable } from '@/components/dashboard/pools/PoolsTable';
import { countOf } from '@/lib/format';
import { usePoolListPanel } from './usePoolListPanel';

/** SPEC.md Q&A Manager, Inactive Pool: the inactive pools, each with Make Active. */
export function InactivePoolPanel() {
  const page = usePoolListPanel('inactive');
  return (
    <section aria-labelledby="inactive-pool-heading" className="flex flex-col gap-4">
      <TabHeading level={3} id="inactive-pool-heading" title="Inactive Pool" description="Search by name, prize or fee with the search box above." />
      <PoolsTable
        {...page.table}
        kind="inactive"
        activating={page.activating}
        onActivate={page.activatePool}
        toolbar={page.table.status === 'ready' && <p className="pb-2 text-sm text-gray-800"><strong>{countOf(page.table.rows.length, 'pool', 'pools')}</strong></p>}
      />
    </section>
  );
}
