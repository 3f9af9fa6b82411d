import { formatCount } from '@/lib/format';
import { Button } from '../Button';

export interface NewRowsBarProps {
  /** How many records the view has gained since its rows came. */
  count: number;
  /** Shows the view afresh, from the top. */
  onShow: () => void;
}

/**
 * Records heard live that match the view of a list asked a page at a time (issue 47): said and
 * offered above the table, rather than moving the rows the operator is reading.
 */
export function NewRowsBar({ count, onShow }: NewRowsBarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800 ring-1 ring-brand-200">
      <p role="status">
        <strong className="tabular-nums">{formatCount(count)}</strong> new since this list was loaded
      </p>
      <Button variant="secondary" onClick={onShow}>
        Show {count === 1 ? 'it' : 'them'}
      </Button>
    </div>
  );
}
