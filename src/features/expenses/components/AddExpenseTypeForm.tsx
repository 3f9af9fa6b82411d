import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '@/api/formErrors';
import { createExpenseTypeBodySchema, EXPENSE_TYPE_MAX, EXPENSE_TYPE_REQUIRED } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { Field, inputClass } from '@/components/ui/Field';
import { FailureNote } from '@/components/ui/FailureNote';
import { KeptDraftNote } from '@/components/ui/KeptDraftNote';
import { useKeptDraft } from '@/components/ui/useKeptDraft';

export { EXPENSE_TYPE_REQUIRED };
const FIELDS = ['expenseType'] as const;
const nameSchema = createExpenseTypeBodySchema.pick({ expenseType: true });
type NameForm = { expenseType: string };

export interface AddExpenseTypeFormProps {
  /** Adds it; false when it was not sent, rejects with the backend's reasons (a duplicate name). */
  onAdd: (expenseType: string) => Promise<boolean>;
}

/** SPEC.md: a new expense type needs a name; the backend refuses a name already in use. */
export function AddExpenseTypeForm({ onAdd }: AddExpenseTypeFormProps) {
  const methods = useForm<NameForm>({ resolver: zodResolver(nameSchema), defaultValues: { expenseType: '' } });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = methods;
  // Typing survives the session ending under it, and comes back after signing in again.
  const kept = useKeptDraft('expense-type', methods);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async ({ expenseType }) => {
    setFailure(null);
    try {
      if (await onAdd(expenseType)) {
        reset();
        kept.dismiss();
      }
    } catch (error) {
      setFailure(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Add an expense type" className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:flex-row sm:flex-wrap sm:items-start">
      {kept.restored && <KeptDraftNote />}
      <Field label="Expense type name" required error={errors.expenseType?.message} className="flex-1">
        {(control) => <input {...control} {...register('expenseType')} maxLength={EXPENSE_TYPE_MAX} placeholder="e.g. Office Rent" className={inputClass} />}
      </Field>
      <Button type="submit" disabled={isSubmitting} className="sm:mt-6">
        {isSubmitting ? 'Adding…' : 'Add expense type'}
      </Button>
      {failure && (
        <FailureNote className="sm:basis-full">{failure}</FailureNote>
      )}
    </form>
  );
}
