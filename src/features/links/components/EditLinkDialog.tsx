import { DialogTitle } from '@headlessui/react';
import { Modal } from '@/components/ui/Modal';
import type { ImportantLink, LinkDraft } from '../model/importantLinks';
import { LinkForm } from './LinkForm';

export interface EditLinkDialogProps {
  /** The link being edited; null keeps the dialog closed. */
  link: ImportantLink | null;
  /** Called with the link and its edited title and URL. */
  onSave: (link: ImportantLink, draft: LinkDraft) => void;
  /** Called by Cancel or Escape. */
  onClose: () => void;
}

/** Edit a link with the same rules as Add Link; Escape or Cancel leaves it as it was. */
export function EditLinkDialog({ link, onSave, onClose }: EditLinkDialogProps) {
  return (
    <Modal open={link !== null} onClose={onClose} panelClassName="w-full max-w-xl">
      <DialogTitle className="sr-only">Edit {link?.name}</DialogTitle>
      {link && (
        <LinkForm
          key={link.id}
          title={`Edit ${link.name}`}
          submitLabel="Save link"
          initial={{ name: link.name, url: link.url }}
          onSubmit={(draft) => onSave(link, draft)}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
