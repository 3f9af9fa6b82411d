import { Button } from '@/components/ui/Button';

/** Said while the browser refuses to keep the links; Try again saves them once it allows it. */
export function StorageWarning({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
