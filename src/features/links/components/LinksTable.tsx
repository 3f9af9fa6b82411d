import { useMemo } from 'react';
import { DataTable, type TabTableProps } from '@/components/ui/DataTable';
import type { ImportantLink } from '../model/importantLinks';
import { linksColumns, type LinksActions } from '../model/linksColumns';

export interface LinksTableProps extends TabTableProps<ImportantLink>, LinksActions {}

/** SPEC.md Important Links: each link's name and address, Go (a new tab), Edit and Remove. */
export function LinksTable({ onEdit, onRemove, ...list }: LinksTableProps) {
  const actions = useMemo<LinksActions>(() => ({ onEdit, onRemove }), [onEdit, onRemove]);
  return (
    <DataTable
      {...list}
      caption="Important links"
      captionHidden
      columns={linksColumns}
      actions={actions}
      getRowId={getRowId}
      columnsKey="important-links"
      exportFileName="important-links"
    />
  );
}

const getRowId = (link: ImportantLink) => link.id;
