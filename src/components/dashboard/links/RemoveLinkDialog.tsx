import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { ImportantLink } from './importantLinks';

export interface RemoveLinkDialogProps {
  link: ImportantLink | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Names the link that goes before it goes (PRODUCT.md point 13). */
export function RemoveLinkDialog({ link, onConfirm, onClose }: RemoveLinkDialogProps) {
  return (
    <ConfirmDialog open={link !== null} title="Remove link" confirmLabel="Remove link" tone="danger" onConfirm={onConfirm} onClose={onClose}>
      {link && (
        <p>
          <strong>{link.name}</strong> ({link.url}) will be removed from Important Links in this browser.
        </p>
      )}
    </ConfirmDialog>
  );
}
