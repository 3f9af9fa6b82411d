import { DialogTitle } from '@headlessui/react';
import { Modal } from '@/components/ui/Modal';
import type { ImportantLink, LinkDraft } from '../model/importantLinks';
import { LinkForm } from './LinkForm';

/** Said when another tab of this browser removed the link while it was being edited. */
export const removedMeanwhile = (link: ImportantLink) => `${link.name} was removed in another tab since you opened this. Add it back with your changes, or cancel.`;
/** Said when another tab changed the link while it was being edited: saving replaces what it has now. */
export const changedMeanwhile = (now: ImportantLink) => `Another tab changed this link since you opened it: it is now ${now.name} (${now.url}). Saving replaces that.`;
export const SAVE_LINK = 'Save link';
export const ADD_BACK = 'Add it back';

export interface EditLinkDialogProps {
  /** The link being edited, as it was when the dialog opened; null keeps the dialog closed. */
  link: ImportantLink | null;
  /**
   * The same link as this browser has it now: null when another tab removed it meanwhile.
   * Left out, it is taken to be unchanged.
   */
  current?: ImportantLink | null;
  /** Called with the link and its edited title and URL. */
  onSave: (link: ImportantLink, draft: LinkDraft) => void;
  /** Called by Cancel or Escape. */
  onClose: () => void;
}

/**
 * Edit a link with the same rules as Add Link; Escape or Cancel leaves it as it was. When
 * another tab changes or removes the link meanwhile, the dialog says so at once and keeps what
 * was typed: a removed link is added back with the changes.
 */
export function EditLinkDialog({ link, current, onSave, onClose }: EditLinkDialogProps) {
  const now = current === undefined ? link : current;
  const removed = link !== null && now === null;
  const changed = link !== null && now !== null && (now.name !== link.name || now.url !== link.url);
  return (
    <Modal open={link !== null} onClose={onClose} panelClassName="w-full max-w-xl">
      <DialogTitle className="sr-only">Edit {link?.name}</DialogTitle>
      {link && (
        <LinkForm
          key={link.id}
          title={`Edit ${link.name}`}
          submitLabel={removed ? ADD_BACK : SAVE_LINK}
          initial={{ name: link.name, url: link.url }}
          notice={removed ? removedMeanwhile(link) : changed && now ? changedMeanwhile(now) : null}
          onSubmit={(draft) => onSave(link, draft)}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
