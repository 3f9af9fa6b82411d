export interface SelectAllShownProps {
  /** 'all' | 'some' | 'none' of the shown rows are selected. */
  shownSelection: 'all' | 'some' | 'none';
  /** Selects every shown row, or clears them. */
  onToggleAll: () => void;
  /** Its words beside it (on a phone); the name alone in a table's header. */
  withLabel?: boolean;
}

/** The table's 'Select all shown rows' checkbox (in its header, or labelled above the cards on a phone): ticked when all are, mixed when some are. */
export function SelectAllShown({ shownSelection, onToggleAll, withLabel = false }: SelectAllShownProps) {
  const box = (
    <input
      type="checkbox"
      aria-label={withLabel ? undefined : SELECT_ALL_SHOWN}
      checked={shownSelection === 'all'}
      ref={(element) => {
        if (element) element.indeterminate = shownSelection === 'some';
      }}
      onChange={onToggleAll}
      className="size-4 accent-brand-600"
    />
  );
  if (!withLabel) return box;
  return (
    <label className="flex items-center gap-2 px-3 text-sm text-gray-800">
      {box}
      {SELECT_ALL_SHOWN}
    </label>
  );
}

export const SELECT_ALL_SHOWN = 'Select all shown rows';
