import { useCreatePool } from '@/api/queries';

/** The Create Pool tab: sends /polladdition; the form says the outcome and the inactive list takes the new pool. */
export function useCreatePoolPanel() {
  const { mutateAsync } = useCreatePool();
  return { createPool: mutateAsync };
}
