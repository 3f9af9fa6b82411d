/** The Important Links table's model: its columns, declared once, and the words it says with no rows. */
import { Button } from '@/components/ui/Button';
import type { DataTableColumn } from '@/components/ui/DataTable';
import { Permitted } from '@/components/ui/Permitted';
import type { ImportantLink } from './importantLinks';

export const NO_LINKS = 'No important links yet. Add one above.';
/** Said with no links to a role that may not add one (issue 48). */
export const NO_LINKS_YET = 'No important links yet.';
export const NO_MATCHING_LINKS = 'No links match this search.';

/** What a row can do. */
export interface LinksActions {
  /** Called by a row's Edit button. */
  onEdit: (link: ImportantLink) => void;
  /** Called by a row's Remove button; the page asks first. */
  onRemove: (link: ImportantLink) => void;
}

/** SPEC.md Important Links: each link's name (the row header) and address, then Go, Edit and Remove. */
export const linksColumns: readonly DataTableColumn<ImportantLink, LinksActions>[] = [
  { id: 'name', header: 'Name', value: (link) => link.name, cell: (link) => <span className="font-medium break-words">{link.name}</span>, width: '28%' },
  { id: 'url', header: 'URL', value: (link) => link.url, cell: (link) => <span className="break-all text-gray-700">{link.url}</span> },
  {
    id: 'actions',
    header: 'Actions',
    width: '16rem',
    csv: false,
    cell: (link, { actions }) => (
      <div className="flex flex-wrap gap-2">
        <a
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          Go<span className="sr-only"> to {link.name} (opens in a new tab)</span>
        </a>
        {/* Only for a role that may change the links (issue 48); every role may Go. */}
        <Permitted permission="editLinks">
          <Button variant="secondary" onClick={() => actions.onEdit(link)} aria-label={`Edit ${link.name}`}>
            Edit
          </Button>
          <Button variant="ghost" onClick={() => actions.onRemove(link)} aria-label={`Remove ${link.name}`} className="text-red-700 hover:bg-red-50">
            Remove
          </Button>
        </Permitted>
      </div>
    ),
  },
];
