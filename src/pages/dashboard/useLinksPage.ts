import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  browserStorage,
  LINKS_STORAGE_KEY,
  newLink,
  readLinks,
  STORAGE_UNAVAILABLE,
  writeLinks,
  type ImportantLink,
  type LinkDraft,
} from '@/components/dashboard/links/importantLinks';
import { NO_LINKS, NO_MATCHING_LINKS } from '@/components/dashboard/links/LinksTable';
import { useToast } from '@/components/ui/toastContext';
import { createTextFilter } from '@/lib/textSearch';
import { useTabSearch } from '@/components/ui/data-table/tabSearch';

/** Everything the Important Links tab shows and does: the list kept in this browser. */
export function useLinksPage() {
  const [storage] = useState(browserStorage);
  const [initial] = useState(() => readLinks(storage));
  const [links, setLinks] = useState<ImportantLink[]>(initial.links);
  const [saveProblem, setSaveProblem] = useState<string | null>(initial.unavailable ? STORAGE_UNAVAILABLE : null);
  const [editing, setEditing] = useState<ImportantLink | null>(null);
  const [removing, setRemoving] = useState<ImportantLink | null>(null);
  const toast = useToast();
  const q = useTabSearch();

  // Another tab of this browser changed the links: show its list.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === LINKS_STORAGE_KEY) setLinks(readLinks(storage).links);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage]);

  const commit = useCallback(
    (next: ImportantLink[]) => {
      setLinks(next);
      const saved = writeLinks(storage, next);
      setSaveProblem(saved.ok ? null : saved.reason);
      return saved.ok;
    },
    [storage],
  );

  const search = useMemo(() => createTextFilter(links, (link) => [link.name, link.url]), [links]);
  const rows = useMemo(() => search(q), [search, q]);

  const add = (draft: LinkDraft) => {
    const link = newLink(draft);
    commit([...links, link]);
    toast.success(`Added ${link.name}.`);
  };

  const saveEdit = (link: ImportantLink, draft: LinkDraft) => {
    const changed = { ...link, name: draft.name, url: draft.url };
    commit(links.map((entry) => (entry.id === link.id ? changed : entry)));
    setEditing(null);
    toast.success(`Saved ${changed.name}.`);
  };

  const confirmRemove = () => {
    if (!removing) return;
    commit(links.filter((entry) => entry.id !== removing.id));
    toast.success(`Removed ${removing.name}.`);
    setRemoving(null);
  };

  return {
    table: {
      rows,
      status: rows.length === 0 ? ('empty' as const) : ('ready' as const),
      emptyMessage: links.length === 0 ? NO_LINKS : NO_MATCHING_LINKS,
    },
    count: links.length,
    add,
    saveProblem,
    retrySave: () => commit(links),
    editing,
    startEdit: setEditing,
    saveEdit,
    closeEdit: () => setEditing(null),
    removing,
    startRemove: setRemoving,
    confirmRemove,
    closeRemove: () => setRemoving(null),
  };
}
