import type { PageFailure, PagedRows } from '@/api/listStatus';
import { Button } from '../Button';

interface PageGapProps {
  /** The row's position in the whole list (aria-rowindex, aria-posinset). */
  index: number;
  /** Its page failed: why, and Retry, said on the page's first row in view. */
  failure: PageFailure | undefined;
  /** This row says the failure (the first row of its page in view); the others stay blank. */
  saysFailure: boolean;
}

interface PageGapRowProps extends PageGapProps {
  /** How many columns the row spans (the checkbox column too). */
  span: number;
  /** The row's height: the table's shortest row, so the scrollbar stays true. */
  height: number;
}

interface PageGapCardProps extends PageGapProps {
  /** How many cards the list holds (aria-setsize). */
  count: number;
  /** Reports the card's real height to the virtual list. */
  measure: (element: HTMLLIElement | null) => void;
}

const bar = 'block h-3 rounded bg-gray-200 motion-safe:animate-pulse';

/** What a failed page's first row in view says: the reason and Retry, the rows already there staying as they are. */
function Failure({ failure }: { failure: PageFailure }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-900">
      <span>These rows could not be loaded. {failure.message}</span>
      <Button variant="secondary" onClick={failure.onRetry}>
        Retry
      </Button>
    </div>
  );
}

/**
 * A row of a list asked a page at a time whose page is not at hand (issue 47): a skeleton
 * while it comes, or the failure with Retry in place. Rows already shown stay as they are.
 */
export function PageGapRow({ index, failure, saysFailure, span, height }: PageGapRowProps) {
  return (
    <tr aria-rowindex={index + 2} aria-busy={failure ? undefined : true} className="border-b border-gray-100 bg-white" style={{ height }}>
      <td colSpan={span} className="px-3 py-2">
        {failure ? saysFailure && <Failure failure={failure} /> : <span className="sr-only">Loading…</span>}
        {!failure && <span aria-hidden="true" className={`${bar} ${index % 2 === 0 ? 'w-3/4' : 'w-2/3'}`} />}
      </td>
    </tr>
  );
}

/**
 * What an item of a list of cards or bubbles says while its page is not at hand: three skeleton
 * lines, or (on the first such item in sight) the failure with Retry.
 */
export function PageGapContent({ failure, saysFailure }: Pick<PageGapProps, 'failure' | 'saysFailure'>) {
  if (failure) return saysFailure ? <Failure failure={failure} /> : null;
  return (
    <>
      <span className="sr-only">Loading…</span>
      <span aria-hidden="true" className={`${bar} w-1/2`} />
      <span aria-hidden="true" className={`${bar} w-3/4`} />
      <span aria-hidden="true" className={`${bar} w-2/3`} />
    </>
  );
}

/** The same on a phone: a card's skeleton, or the failure with Retry. */
export function PageGapCard({ index, failure, saysFailure, count, measure }: PageGapCardProps) {
  return (
    <li ref={measure} data-index={index} aria-posinset={index + 1} aria-setsize={count} aria-busy={failure ? undefined : true} className="flex min-h-24 flex-col gap-2 border-b border-gray-100 bg-white p-3">
      <PageGapContent failure={failure} saysFailure={saysFailure} />
    </li>
  );
}

/**
 * Whether the item at `index`, whose page failed, is the one to say so: the first such item whose
 * top is in sight (`firstInSight`), or the first of its run after a row that is at hand.
 */
export function saysFailureAt(paging: Pick<PagedRows<unknown>, 'rowAt' | 'failedAt'>, index: number, firstInSight: number): boolean {
  if (paging.failedAt(index) === undefined || index < firstInSight) return false;
  return index === firstInSight || paging.rowAt(index - 1) !== undefined || paging.failedAt(index - 1) === undefined;
}
