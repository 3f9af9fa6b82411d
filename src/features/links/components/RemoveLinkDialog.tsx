import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { ConfirmedDialogProps } from '@/components/ui/useConfirmedAction';
import type { ImportantLink } from '../model/importantLinks';

/** The link about to be removed. */
export type RemoveLinkDialogProps = ConfirmedDialogProps<ImportantLink>;

/** Names the link that goes before it goes (PRODUCT.md point 13). */
export function RemoveLinkDialog({ target: link, pending, error, blocked, onConfirm, onClose }: RemoveLinkDialogProps) {
  return (
    <ConfirmDialog open={link !== null} title="Remove link" confirmLabel="Remove link" tone="danger" pending={pending} error={error} blocked={blocked} onConfirm={onConfirm} onClose={onClose}>
      {link && (
        <p>
          <strong>{link.name}</strong> ({link.url}) will be removed from Important Links in this browser.
        </p>
      )}
    </ConfirmDialog>
  );
}
