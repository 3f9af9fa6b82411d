import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, DialogTitle, Label } from '@headlessui/react';
import { Modal } from '@/components/ui/Modal';
import { useId, useMemo, useState } from 'react';
import { countOf } from '@/lib/format';
import { matchEntries, PALETTE_GROUP_LIMIT, type PaletteEntry } from '@/lib/paletteMatch';
import { SEARCH_MAX_LENGTH } from '@/lib/searchLimit';
import { SHORTCUTS_STAY_ON } from '@/lib/shortcuts';
import { Kbd } from './Kbd';

/** One thing the palette offers: a tab, a consultant, an expense type, a quiz, a pool, a recent action. */
export interface PaletteItem extends PaletteEntry {
  /** Unique among every group's items ('consultant:<id>'). */
  id: string;
  /** A second line: a creator ID and phone, a date. */
  detail?: string | undefined;
}

/** Items of one kind, listed under their label. */
export interface PaletteGroup<I extends PaletteItem = PaletteItem> {
  /** Names the group for `browse` ('tabs', 'consultants'). */
  id: string;
  /** Its heading in the list ('Consultants'). */
  label: string;
  /** Everything of this kind; the palette lists those that match what is typed. */
  items: readonly I[];
  /** 'loading' while its data is still coming, 'error' when it could not be had. */
  status?: 'loading' | 'ready' | 'error';
  /** Why the items could not be had (with status 'error'). */
  error?: string | null | undefined;
  /** The most it lists (8 unless said). */
  limit?: number;
  /**
   * Searches the group itself instead of matching `items` (a list too large to match entry by
   * entry on every key, with an index of its own): the items for `query`, closest first, at most `limit`.
   */
  find?: (query: string, limit: number) => readonly I[];
}

export interface CommandPaletteProps<I extends PaletteItem = PaletteItem> {
  /** Whether the palette is shown. */
  open: boolean;
  /** Escape, a press outside, or after a choice. */
  onClose: () => void;
  /** Everything it can find, group by group, in the order they are listed once something is typed. */
  groups: readonly PaletteGroup<I>[];
  /** The ids of the groups listed before anything is typed, in that order (recent actions, tabs). */
  browse: readonly string[];
  /** Called with the item chosen (Enter on it, or a click); the palette then closes. */
  onChoose: (item: I) => void;
  /** Told what is typed, as it changes (a page that fetches a large list only for a query long enough to need it). */
  onQueryChange?: ((query: string) => void) | undefined;
}

export const PALETTE_TITLE = 'Search everything';
/** Short, for it is read at every opening: the records are consultants, chats, bookings, issues, questions, payments, links… */
export const PALETTE_INPUT_LABEL = 'Find a tab, a record or a recent action';

const joinWords = (words: readonly string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/** What the palette says about its results, read out as they change. */
function statusText(count: number, query: string, loading: readonly string[]) {
  const still = loading.length > 0 ? ` Still loading ${joinWords(loading.map((label) => label.toLowerCase()))}…` : '';
  if (count === 0 && query.trim() && loading.length === 0) return `No results for “${query.trim()}”.`;
  return `${countOf(count, 'result', 'results')}.${still}`;
}

function PaletteBody<I extends PaletteItem>({ groups, browse, onChoose, onClose, onQueryChange }: Pick<CommandPaletteProps<I>, 'groups' | 'browse' | 'onChoose' | 'onClose' | 'onQueryChange'>) {
  const [query, setQuery] = useState('');
  const id = useId();
  const searching = query.trim() !== '';
  const considered = useMemo(
    () => (searching ? groups : browse.flatMap((groupId) => groups.filter((group) => group.id === groupId))),
    [searching, groups, browse],
  );
  const sections = useMemo(
    () =>
      considered
        .map((group) => ({ group, items: group.find && searching ? group.find(query, group.limit ?? PALETTE_GROUP_LIMIT) : matchEntries(group.items, query, group.limit) }))
        .filter(({ items }) => items.length > 0),
    [considered, query, searching],
  );
  const count = sections.reduce((sum, { items }) => sum + items.length, 0);
  const loading = considered.filter((group) => group.status === 'loading').map((group) => group.label);
  const failed = considered.filter((group) => group.status === 'error');

  return (
    <Combobox<I | null> value={null} onChange={(item) => item && onChoose(item)}>
      <Label className="sr-only">{PALETTE_INPUT_LABEL}</Label>
      {/* Escape closes the palette: the combobox would otherwise take it to empty the box and keep it open. */}
      <div className="border-b border-gray-200 p-3" onKeyDownCapture={(event) => event.key === 'Escape' && onClose()}>
        {/* data-autofocus: the dialog opens with the keyboard in the search box (Headless UI's initial focus). */}
        <ComboboxInput
          data-autofocus
          className="w-full rounded-md border-0 bg-gray-50 px-3 py-2.5 text-base text-ink ring-1 ring-gray-300 placeholder:text-gray-600 focus:ring-2 focus:ring-brand-600 focus:outline-none"
          placeholder="A name, phone, creator ID or tab…"
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => {
            setQuery(event.target.value);
            onQueryChange?.(event.target.value);
          }}
        />
      </div>
      {/* Always there, empty when nothing matches: the input, expanded, names it in aria-controls. */}
      <ComboboxOptions static modal={false} className="max-h-[min(60vh,28rem)] overflow-y-auto px-2 pb-2 empty:hidden">
        {sections.map(({ group, items }) => (
          <div key={group.id} role="group" aria-labelledby={`${id}-${group.id}`}>
            <div id={`${id}-${group.id}`} className="px-2 pt-3 pb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase">
              {group.label}
            </div>
            {items.map((item) => (
              <ComboboxOption
                key={item.id}
                value={item}
                className="flex cursor-pointer flex-col rounded-md px-3 py-2 text-sm text-ink data-focus:bg-brand-100 data-focus:text-brand-800 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
              >
                <span className="font-medium">{item.label}</span>
                {item.detail && <span className="text-xs text-gray-700">{item.detail}</span>}
              </ComboboxOption>
            ))}
          </div>
        ))}
      </ComboboxOptions>
      {failed.map((group) => (
        <p key={group.id} className="mx-3 my-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
          {group.label} could not be loaded: {group.error ?? 'unknown error'}
        </p>
      ))}
      <div className="flex items-center justify-between gap-3 border-t border-gray-200 px-4 py-2.5 text-xs text-gray-700">
        <p role="status" aria-live="polite" aria-atomic="true">
          {statusText(count, query, loading)}
        </p>
        <p className="hidden shrink-0 items-center gap-1.5 sm:flex">
          <Kbd>Up</Kbd>
          <Kbd>Down</Kbd> to move, <Kbd>Enter</Kbd> to open, <Kbd>Esc</Kbd> to close
        </p>
      </div>
    </Combobox>
  );
}

/**
 * The command palette (issue 26): a dialog with one search over the back-office's tabs,
 * records (consultants, chats, bookings, questions…) and the operator's recent actions. Arrows move
 * through the results, Enter opens one, Escape closes and focus returns where it was; the
 * number of results is announced as it changes. It takes everything as props and reports the
 * choice: the page decides what to fetch and where a choice leads.
 */
export function CommandPalette<I extends PaletteItem>({ open, onClose, groups, browse, onChoose, onQueryChange }: CommandPaletteProps<I>) {
  return (
    <Modal open={open} onClose={onClose} placement="top" panelClassName="w-full max-w-xl overflow-hidden rounded-xl bg-white shadow-xl" rootAttributes={{ [SHORTCUTS_STAY_ON]: '' }}>
      <DialogTitle className="sr-only">{PALETTE_TITLE}</DialogTitle>
      <PaletteBody
        groups={groups}
        browse={browse}
        onClose={onClose}
        onQueryChange={onQueryChange}
        onChoose={(item: I) => {
          onChoose(item);
          onClose();
        }}
      />
    </Modal>
  );
}
