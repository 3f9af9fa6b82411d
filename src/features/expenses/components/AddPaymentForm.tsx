import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '@/api/formErrors';
import { addPaymentBodySchema, PAYMENT_NEEDS_DATE_AND_AMOUNT, type AddPaymentBody } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { Field, inputClass } from '@/components/ui/Field';

export { PAYMENT_NEEDS_DATE_AND_AMOUNT };
const FIELDS = ['date', 'amount'] as const;

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
  /** Another change to this type is under way. */
  busy: boolean;
  /** Adds it; false when it was not sent, rejects with the backend's reasons. */
  onAdd: (payment: AddPaymentBody) => Promise<boolean>;
}

/** SPEC.md: a new payment needs a date and an amount (a positive number of rupees). */
export function AddPaymentForm({ expenseType, busy, onAdd }: AddPaymentFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PaymentForm>({ resolver: zodResolver(paymentFormSchema), defaultValues: { date: '', amount: '', isPaid: false } });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const added = await onAdd({ date: form.date, amount: Number(form.amount), isPaid: form.isPaid, paidOn: null });
      if (added) reset();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, FIELDS));
    }
  });

  const pending = isSubmitting || busy;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={`Add a payment to ${expenseType}`} className="flex flex-col gap-3 border-t border-gray-200 pt-4">
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
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
          {failure}
        </p>
      )}
    </form>
  );
}
