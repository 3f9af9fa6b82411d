import { TabSection } from '@/components/dashboard/TabSection';
import { PoolForm } from './components/PoolForm';
import { useCreatePoolPanel } from './useCreatePoolPanel';

/** SPEC.md Q&A Manager, Create Pool. A new pool starts inactive, under Inactive Pool. */
export function CreatePoolPanel() {
  const page = useCreatePoolPanel();
  return (
    <TabSection level={2} title="Create Pool" description="A new pool starts inactive; make it active from Inactive Pool.">
      <PoolForm onCreate={page.createPool} />
    </TabSection>
  );
}
