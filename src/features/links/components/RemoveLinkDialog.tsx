import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { ImportantLink } from '../model/importantLinks';

export interface RemoveLinkDialogProps {
  /** The link about to be removed; null keeps the dialog closed. */
  link: ImportantLink | null;
  /** The removal is under way. */
  pending?: boolean;
  /** Why the removal did not go ahead (the link is gone from this browser's list). */
  error?: string | null;
  /** Called by Remove link. */
  onConfirm: () => void;
  /** Called by Cancel or Escape. */
  onClose: () => void;
}

/** Names the link that goes before it goes (PRODUCT.md point 13). */
export function RemoveLinkDialog({ link, pending, error, onConfirm, onClose }: RemoveLinkDialogProps) {
  return (
    <ConfirmDialog open={link !== null} title="Remove link" confirmLabel="Remove link" tone="danger" pending={pending} error={error} onConfirm={onConfirm} onClose={onClose}>
      {link && (
        <p>
          <strong>{link.name}</strong> ({link.url}) will be removed from Important Links in this browser.
        </p>
      )}
    </ConfirmDialog>
  );
}
