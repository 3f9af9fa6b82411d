import { useCallback, useEffect, useState } from 'react';
import {
  browserStorage,
  LINKS_STORAGE_KEY,
  newLink,
  readLinks,
  STORAGE_UNAVAILABLE,
  writeLinks,
  type ImportantLink,
  type LinkDraft,
} from './model/importantLinks';
import { linksColumns, NO_LINKS, NO_LINKS_YET, NO_MATCHING_LINKS } from './model/linksColumns';
import { loadedList, useListController } from '@/components/ui/data-table/useListController';
import { useToast } from '@/components/ui/toastContext';
import { useConfirmedAction } from '@/components/ui/useConfirmedAction';
import { usePermission } from '@/components/ui/Permitted';

const searchFields = (link: ImportantLink) => [link.name, link.url];
const linkId = (link: ImportantLink) => link.id;
/** A link shown alone (`?record=<its id>`, from the command palette), named by its name. */
const linkRecord = { id: linkId, noun: 'link', name: (link: ImportantLink) => link.name };

/** Everything the Important Links tab shows and does: the list kept in this browser, over the kit's list and confirmed action. */
export function useLinksPage() {
  const [storage] = useState(browserStorage);
  const [initial] = useState(() => readLinks(storage));
  const [links, setLinks] = useState<ImportantLink[]>(initial.links);
  const [saveProblem, setSaveProblem] = useState<string | null>(initial.unavailable ? STORAGE_UNAVAILABLE : null);
  const [editing, setEditing] = useState<ImportantLink | null>(null);
  const toast = useToast();
  const { allowed: mayAdd } = usePermission('editLinks');
  const list = useListController({
    query: loadedList(links),
    columns: linksColumns,
    search: searchFields,
    record: linkRecord,
    empty: { none: mayAdd ? NO_LINKS : NO_LINKS_YET, noMatch: NO_MATCHING_LINKS },
  });

  // Another tab of this browser changed the links: show its list.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === LINKS_STORAGE_KEY) setLinks(readLinks(storage).links);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage]);

  /** Shows the links and keeps them; a refusal of the browser shows the save-problem banner (the list still changes). */
  const commit = useCallback(
    (next: ImportantLink[]) => {
      setLinks(next);
      const saved = writeLinks(storage, next);
      setSaveProblem(saved.ok ? null : saved.reason);
      return saved.ok;
    },
    [storage],
  );

  const add = (draft: LinkDraft) => {
    const link = newLink(draft);
    commit([...links, link]);
    toast.success(`Added ${link.name}.`);
  };

  // Decided on the list as it is now: a link another tab removed meanwhile is added back, never saved into nothing.
  const saveEdit = (link: ImportantLink, draft: LinkDraft) => {
    setEditing(null);
    if (!links.some((entry) => entry.id === link.id)) {
      const back = newLink(draft);
      commit([...links, back]);
      toast.success(`Added ${back.name} back.`);
      return;
    }
    const changed = { ...link, name: draft.name, url: draft.url };
    commit(links.map((entry) => (entry.id === link.id ? changed : entry)));
    toast.success(`Saved ${changed.name}.`);
  };

  // The dialog shows the link as this browser has it now (another tab may have changed or removed it).
  const currentLink = useCallback((id: string) => links.find((link) => link.id === id) ?? null, [links]);
  const removal = useConfirmedAction({
    action: 'remove',
    idOf: linkId,
    current: currentLink,
    // Kept at once; a browser that refuses to keep it is said by the banner, not here.
    run: (link: ImportantLink) => {
      commit(links.filter((entry) => entry.id !== link.id));
      return Promise.resolve();
    },
    success: (_, link) => `Removed ${link.name}.`,
  });

  return {
    /** What the tab's table takes as it is (TabTableProps). */
    table: list.table,
    count: links.length,
    add,
    saveProblem,
    retrySave: () => commit(links),
    editing,
    /** The link being edited as this browser has it now (null when another tab removed it). */
    editingNow: editing ? currentLink(editing.id) : null,
    startEdit: setEditing,
    saveEdit,
    closeEdit: () => setEditing(null),
    startRemove: removal.start,
    removal: removal.dialog,
  };
}
