import { useMemo } from 'react';
import { Button } from '@/components/ui/Button';
import { DataTable } from '@/components/ui/DataTable';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { ListStatus } from '@/api/listStatus';
import type { ImportantLink } from './importantLinks';

export const NO_LINKS = 'No important links yet. Add one above.';
export const NO_MATCHING_LINKS = 'No links match this search.';

export interface LinksTableProps {
  /** The links shown. */
  rows: readonly ImportantLink[];
  /** ready, or empty to show emptyMessage. */
  status: Extract<ListStatus, 'ready' | 'empty'>;
  /** Shown when there are no links. */
  emptyMessage: string;
  /** Called by a row's Edit button. */
  onEdit: (link: ImportantLink) => void;
  /** Called by a row's Remove button; the page asks first. */
  onRemove: (link: ImportantLink) => void;
}

/** SPEC.md Important Links: each link's name and address, Go (a new tab), Edit and Remove. */
export function LinksTable({ rows, status, emptyMessage, onEdit, onRemove }: LinksTableProps) {
  const columns = useMemo<DataTableColumn<ImportantLink>[]>(
    () => [
      { id: 'name', header: 'Name', value: (link) => link.name, cell: (link) => <span className="font-medium break-words">{link.name}</span>, width: '28%' },
      { id: 'url', header: 'URL', value: (link) => link.url, cell: (link) => <span className="break-all text-gray-700">{link.url}</span> },
      {
        id: 'actions',
        header: 'Actions',
        width: '16rem',
        csv: false,
        cell: (link) => (
          <div className="flex flex-wrap gap-2">
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              Go<span className="sr-only"> to {link.name} (opens in a new tab)</span>
            </a>
            <Button variant="secondary" onClick={() => onEdit(link)} aria-label={`Edit ${link.name}`}>
              Edit
            </Button>
            <Button variant="ghost" onClick={() => onRemove(link)} aria-label={`Remove ${link.name}`} className="text-red-700 hover:bg-red-50">
              Remove
            </Button>
          </div>
        ),
      },
    ],
    [onEdit, onRemove],
  );
  return (
    <DataTable
      caption="Important links"
      captionHidden
      columns={columns}
      rows={rows}
      getRowId={(link) => link.id}
      status={status}
      emptyMessage={emptyMessage}
      minWidth="40rem"
      exportFileName="important-links"
    />
  );
}
