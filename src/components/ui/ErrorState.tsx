import { Button } from './Button';

/** PRODUCT.md point 3: a failed fetch shows the reason and a way to try again. */
export function ErrorState({ message, onRetry, title = 'Could not load this list' }: { message: string; onRetry?: () => void; title?: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg bg-red-50 px-6 py-8 text-center text-sm text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">{title}</p>
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}
