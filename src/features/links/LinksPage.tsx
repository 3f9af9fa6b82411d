import { TabSection } from '@/components/dashboard/TabSection';
import { Permitted, RefusalNote } from '@/components/ui/Permitted';
import { EditLinkDialog } from './components/EditLinkDialog';
import { ADD_LINK, LinkForm } from './components/LinkForm';
import { LinksTable } from './components/LinksTable';
import { RemoveLinkDialog } from './components/RemoveLinkDialog';
import { StorageWarning } from './components/StorageWarning';
import { useLinksPage } from './useLinksPage';

/** SPEC.md Important Links: a list kept in this browser; Go opens a link in a new tab. A role that may not change it (issue 48) reads it. */
export function LinksPage() {
  const page = useLinksPage();
  return (
    <TabSection title="Important Links" description="Kept in this browser. Go opens a link in a new tab.">
      {page.saveProblem && <StorageWarning message={page.saveProblem} onRetry={page.retrySave} />}
      <Permitted permission="editLinks">
        <LinkForm title={ADD_LINK} submitLabel={ADD_LINK} onSubmit={page.add} />
      </Permitted>
      <RefusalNote permission="editLinks" />
      <LinksTable {...page.table} onEdit={page.startEdit} onRemove={page.startRemove} />
      <EditLinkDialog link={page.editing} current={page.editingNow} onSave={page.saveEdit} onClose={page.closeEdit} />
      <RemoveLinkDialog {...page.removal} />
    </TabSection>
  );
}
