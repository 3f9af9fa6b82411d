import { TabHeading } from '@/components/dashboard/TabHeading';
import { PoolForm } from './components/PoolForm';
import { useCreatePoolPanel } from './useCreatePoolPanel';

/** SPEC.md Q&A Manager, Create Pool. A new pool starts inactive, under Inactive Pool. */
export function CreatePoolPanel() {
  const page = useCreatePoolPanel();
  return (
    <section aria-labelledby="create-pool-heading" className="flex flex-col gap-4">
      <TabHeading level={3} id="create-pool-heading" title="Create Pool" description="A new pool starts inactive; make it active from Inactive Pool." />
      <PoolForm onCreate={page.createPool} />
    </section>
  );
}
