import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
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
    <Dialog open={link !== null} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel className="w-full max-w-xl">
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
        </DialogPanel>
      </div>
    </Dialog>
  );
}
