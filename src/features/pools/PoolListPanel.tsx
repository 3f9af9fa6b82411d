import { TabSection } from '@/components/dashboard/TabSection';
import { usePermission } from '@/components/ui/Permitted';
import { PoolsTable } from './components/PoolsTable';
import { countOf } from '@/lib/format';
import { usePoolListPanel } from './usePoolListPanel';

const titles = { active: 'Active Pool', inactive: 'Inactive Pool' } as const;

/**
 * SPEC.md Q&A Manager, Active Pool and Inactive Pool: the pools of one kind; the inactive ones
 * each with Make Active, for a role that may change pools (issue 48).
 */
export function PoolListPanel({ kind }: { kind: 'active' | 'inactive' }) {
  const page = usePoolListPanel(kind);
  const manage = usePermission('manageQuestions');
  return (
    <TabSection level={2} title={titles[kind]} description="Search by name, prize or fee with the search box above.">
      <PoolsTable
        {...page.table}
        kind={kind}
        busy={page.busy}
        onActivate={manage.allowed ? page.activatePool : undefined}
        toolbar={page.table.status === 'ready' && <p className="pb-2 text-sm text-gray-800"><strong>{countOf(page.table.rows.length, 'pool', 'pools')}</strong></p>}
      />
    </TabSection>
  );
}

export const ActivePoolPanel = () => <PoolListPanel kind="active" />;
export const InactivePoolPanel = () => <PoolListPanel kind="inactive" />;
