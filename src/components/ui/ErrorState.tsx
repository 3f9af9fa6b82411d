import { Button } from './Button';

export interface ErrorStateProps {
  /** The reason, as a sentence a person can read. */
  message: string;
  /** Called by the button; without it there is no button. */
  onRetry?: () => void;
  /** The first line, in bold: what could not be done. */
  title?: string;
  /** Shows the title as a heading of this level, where the error stands in for a page or tab; a plain line otherwise. */
  headingLevel?: 1 | 2;
  /** The button's words. */
  retryLabel?: string;
}

/** PRODUCT.md point 3: a failed fetch shows the reason and a way to try again. */
export function ErrorState({ message, onRetry, title = 'Could not load this list', headingLevel, retryLabel = 'Retry' }: ErrorStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg bg-red-50 px-6 py-8 text-center text-sm text-red-900 ring-1 ring-red-200">
      <Title className="font-semibold">{title}</Title>
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
