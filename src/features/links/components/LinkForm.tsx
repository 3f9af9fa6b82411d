import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { Field, inputClass } from '@/components/ui/Field';
import { linkDraftSchema, NAME_MAX, type LinkDraft } from '../model/importantLinks';

export const ADD_LINK = 'Add Link';

export interface LinkFormProps {
  /** The form's heading, which also names it. */
  title: string;
  /** The submit button's words: 'Add Link' or 'Save'. */
  submitLabel: string;
  /** Filled in when editing. */
  initial?: LinkDraft;
  /** Receives the trimmed, valid link. */
  onSubmit: (draft: LinkDraft) => void;
  /** Shows a Cancel button (editing). */
  onCancel?: () => void;
  /** What changed elsewhere since the form opened (another tab), said above the buttons. */
  notice?: string | null;
}

/**
 * Add Link and Edit link (SPEC.md section 5: name and URL are required). Only http and https
 * addresses are taken, so Go can never run a javascript: or data: address.
 */
export function LinkForm({ title, submitLabel, initial, onSubmit, onCancel, notice }: LinkFormProps) {
  const headingId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LinkDraft>({ resolver: zodResolver(linkDraftSchema), defaultValues: initial ?? { name: '', url: '' } });

  const submit = handleSubmit((draft) => {
    onSubmit(draft);
    if (!initial) reset();
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" required error={errors.name?.message}>
          {(control) => <input {...control} {...register('name')} maxLength={NAME_MAX + 20} autoComplete="off" className={inputClass} />}
        </Field>
        <Field label="URL" required hint="An address starting with http:// or https://." error={errors.url?.message}>
          {(control) => <input {...control} {...register('url')} type="url" inputMode="url" placeholder="https://" autoComplete="off" className={inputClass} />}
        </Field>
      </div>
      {notice && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm break-words text-amber-900 ring-1 ring-amber-200">
          {notice}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{submitLabel}</Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
