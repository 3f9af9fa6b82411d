import { ErrorState } from './ErrorState';

export const ROUTE_ERROR_TITLE = 'This page could not be shown';
export const RELOAD_LABEL = 'Reload';

export interface RouteErrorProps {
  /** The heading: what went wrong, in a few words. */
  title?: string;
  /** Why, and what Reload will do, as sentences a person can read; never a stack trace. */
  message: string;
  /** Called by the Reload button. */
  onReload: () => void;
  /** 1 where the error stands in for a whole page; 2 inside the back-office shell, whose header holds the page's h1. */
  headingLevel?: 1 | 2;
}

/**
 * What a route shows in place of a page or tab that could not be shown (its code missing after
 * a deploy, or an error while drawing it): a heading, the reason and Reload, in the look of the
 * lists' error state.
 */
export function RouteError({ title = ROUTE_ERROR_TITLE, message, onReload, headingLevel = 1 }: RouteErrorProps) {
  return (
    <div className="mx-auto w-full max-w-xl">
      <ErrorState title={title} message={message} onRetry={onReload} retryLabel={RELOAD_LABEL} headingLevel={headingLevel} />
    </div>
  );
}
