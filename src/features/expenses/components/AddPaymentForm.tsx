import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '@/api/formErrors';
import { ADDED_MEANWHILE, addPaymentBodySchema, PAYMENT_NEEDS_DATE_AND_AMOUNT, type AddPaymentBody } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { Field, inputClass } from '@/components/ui/Field';
import { RepeatWarning } from '@/components/ui/RepeatWarning';
import { useRepeatRefusal } from '@/components/ui/useRepeatRefusal';
import { useRetryKey } from '@/components/ui/useRetryKey';
import { FailureNote } from '@/components/ui/FailureNote';
import { KeptDraftNote } from '@/components/ui/KeptDraftNote';
import { useKeptDraft } from '@/components/ui/useKeptDraft';

export { PAYMENT_NEEDS_DATE_AND_AMOUNT };
export const ADD_AGAIN = 'Add it again anyway';
const FIELDS = ['date', 'amount'] as const;
const WATCHED = ['date', 'amount', 'isPaid'] as const;

/** One payment the operator means to add: its Idempotency-Key, the same for every retry of it. */
export interface PaymentAttempt {
  idempotencyKey: string;
}

/**
 * What is typed, checked with the backend's own schema: both missing-field cases say the
 * SPEC.md sentence once (beside the first empty field); everything else is the backend's reason.
 */
const paymentFormSchema = z
  .object({ date: z.string(), amount: z.string(), isPaid: z.boolean() })
  .superRefine((form, context) => {
    const missing = !form.date.trim() ? 'date' : !form.amount.trim() ? 'amount' : null;
    if (missing) {
      context.addIssue({ code: 'custom', path: [missing], message: PAYMENT_NEEDS_DATE_AND_AMOUNT });
      return;
    }
    const parsed = addPaymentBodySchema.safeParse({ date: form.date, amount: Number(form.amount), isPaid: form.isPaid });
    for (const issue of parsed.error?.issues ?? []) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
type PaymentForm = z.infer<typeof paymentFormSchema>;

export interface AddPaymentFormProps {
  /** The expense type the payment is added to; it also names the form's fields. */
  expenseType: string;
  /** The type's record id: typing is kept under it, so a new type of the same name starts empty. */
  expenseId: string;
  /** Another change to this type is under way. */
  busy: boolean;
  /**
   * Adds it; false when it was not sent, rejects with the backend's reasons. `addAgain` is set
   * when the operator was told the same payment was just added, and adds it anyway.
   */
  onAdd: (payment: AddPaymentBody, attempt: PaymentAttempt) => Promise<boolean>;
  /** Told whether anything is typed (the card says it was lost if its type is deleted meanwhile). */
  onTypingChange?: ((typing: boolean) => void) | undefined;
}

/**
 * SPEC.md: a new payment needs a date and an amount (a positive number of rupees). A money
 * action: a retry of the same payment after a lost answer goes with the same Idempotency-Key
 * (the backend answers instead of adding it twice), and when the same payment was just added
 * to this type, the form says who added it and adds it again only when asked.
 */
export function AddPaymentForm({ expenseType, expenseId, busy, onAdd, onTypingChange }: AddPaymentFormProps) {
  const methods = useForm<PaymentForm>({ resolver: zodResolver(paymentFormSchema), defaultValues: { date: '', amount: '', isPaid: false } });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
    control,
  } = methods;
  useEffect(() => onTypingChange?.(isDirty), [isDirty, onTypingChange]);
  // Typing survives the session ending under it, and comes back after signing in again.
  const kept = useKeptDraft(`payment:${expenseId}`, methods);
  const [failure, setFailure] = useState<string | null>(null);
  const values = JSON.stringify(useWatch({ control, name: WATCHED }));
  const repeat = useRepeatRefusal(ADDED_MEANWHILE, values);
  // The key of the payment being added: kept while the same values are tried again, new once they change or it is added.
  const retryKey = useRetryKey();

  const addWith = (addAgain: boolean) =>
    handleSubmit(async (form) => {
      setFailure(null);
      repeat.clear();
      const idempotencyKey = retryKey.keyFor(values);
      const payment = { date: form.date, amount: Number(form.amount), isPaid: form.isPaid, paidOn: null, ...(addAgain ? { addAgain } : {}) };
      try {
        const added = await onAdd(payment, { idempotencyKey });
        if (added) {
          retryKey.done();
          reset();
          kept.dismiss();
        }
      } catch (error) {
        if (!repeat.caught(error)) setFailure(applyServerErrors(error, setError, FIELDS));
      }
    });

  const pending = isSubmitting || busy;
  return (
    <form noValidate onSubmit={(event) => void addWith(false)(event)} aria-label={`Add a payment to ${expenseType}`} className="flex flex-col gap-3 border-t border-gray-200 pt-4">
      {kept.restored && <KeptDraftNote />}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label="Payment date" required error={errors.date?.message}>
          {(control) => <input {...control} {...register('date')} type="date" className={inputClass} />}
        </Field>
        <Field label="Amount (₹)" required error={errors.amount?.message}>
          {(control) => <input {...control} {...register('amount')} type="number" inputMode="decimal" min="0.01" step="0.01" className={inputClass} />}
        </Field>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input type="checkbox" {...register('isPaid')} className="size-4 accent-brand-600" />
          Already paid
        </label>
        <Button type="submit" disabled={pending}>
          {isSubmitting ? 'Adding…' : 'Add payment'}
        </Button>
      </div>
      {repeat.message && <RepeatWarning message={repeat.message} againLabel={ADD_AGAIN} pending={pending} onAgain={() => void addWith(true)()} />}
      {failure && (
        <FailureNote>{failure}</FailureNote>
      )}
    </form>
  );
}
