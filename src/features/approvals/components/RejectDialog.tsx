import { DialogTitle } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { REJECTION_REASON_MAX, rejectReasonSchema, type Approval } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { FailureNote } from '@/components/ui/FailureNote';
import { Field, inputClass } from '@/components/ui/Field';
import { DialogActions, Modal } from '@/components/ui/Modal';
import { theChange } from '../model/approvalText';

export interface RejectDialogProps {
  /** The change to reject; null keeps the dialog closed. */
  target: Approval | null;
  /** The rejection is under way: Reject waits and the dialog cannot be closed. */
  pending: boolean;
  /** Why the last attempt failed; the dialog stays open with the reason typed. */
  error: string | null;
  /** Why it cannot be rejected as things are now (decided elsewhere meanwhile): said, and Reject is off. */
  blocked?: string | null;
  /** Called with the reason, checked: at least a character, at most 500. */
  onReject: (reason: string) => void;
  /** Cancel or Escape. */
  onClose: () => void;
}

type ReasonForm = { reason: string };

/**
 * Rejecting keeps things as they are (the old bank details; the earnings unpaid), and says why: a
 * reason is required, kept with the approval and in the activity log. Reject sends once.
 */
export function RejectDialog({ target, pending, error, blocked = null, onReject, onClose }: RejectDialogProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReasonForm>({ resolver: zodResolver(rejectReasonSchema), defaultValues: { reason: '' } });
  const submit = handleSubmit(({ reason }) => {
    if (!pending && !blocked) onReject(reason.trim());
  });
  return (
    <Modal open={target !== null} onClose={() => !pending && onClose()} busy={pending}>
      <DialogTitle className="text-lg font-semibold">{target?.kind === 'settlement' ? 'Reject settlement' : 'Reject new bank details'}</DialogTitle>
      {target && (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-3 text-sm text-gray-700">
          <p>
            {target.kind === 'settlement' ? (
              <>
                Nothing is paid to <strong>{target.consultantName}</strong>: their earnings stay to be settled.
              </>
            ) : (
              <>
                <strong>{target.consultantName}</strong> keeps the bank details they have now.
              </>
            )}{' '}
            Say why you reject {theChange(target)} {target.proposedByName} proposed.
          </p>
          <Field label="Reason" required error={errors.reason?.message} hint="Kept with the change and in the activity log.">
            {(control) => <textarea {...control} {...register('reason')} rows={3} maxLength={REJECTION_REASON_MAX} className={inputClass} />}
          </Field>
          {blocked && !error && (
            <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200">
              {blocked}
            </p>
          )}
          {error && <FailureNote>{error}</FailureNote>}
          <DialogActions>
            <Button variant="secondary" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={pending || Boolean(blocked)}>
              {pending ? 'Rejecting…' : 'Reject'}
            </Button>
          </DialogActions>
        </form>
      )}
    </Modal>
  );
}
