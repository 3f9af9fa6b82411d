import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { applyServerErrors } from '@/api/formErrors';
import { CREATED_MEANWHILE, type CreatePoolBody } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { Field, inputClass } from '@/components/ui/Field';
import { CREATE_AGAIN, RepeatWarning } from '@/components/ui/RepeatWarning';
import { useRepeatRefusal } from '@/components/ui/useRepeatRefusal';
import { useInFlight } from '@/lib/useInFlight';
import { emptyPoolForm, poolBodyOf, poolFormSchema, type PoolFormValues } from '../model/poolForm';
import { RewardRangesEditor } from './RewardRangesEditor';
import { FailureNote } from '@/components/ui/FailureNote';
import { KeptDraftNote } from '@/components/ui/KeptDraftNote';
import { useKeptDraft } from '@/components/ui/useKeptDraft';

export const POOL_CREATED = 'Pool Created Successfully!';
export const POOL_CREATE_FAILED = 'Failed to create pool.';

/** Every field a 400's reason can land on: the four inputs and each reward's two. */
function fieldsOf(form: PoolFormValues): Path<PoolFormValues>[] {
  return ['name', 'prize', 'entryFee', 'totalSeats', ...form.rewards.flatMap((_, index) => [`rewards.${index}.rankRange` as const, `rewards.${index}.prize` as const])];
}

export interface PoolFormProps {
  /** Sends the pool (`createAgain` when the operator was told one of this name was just created); rejects with the backend's reasons. */
  onCreate: (pool: CreatePoolBody) => Promise<unknown>;
}

/** SPEC.md Create Pool: name, prize, entry fee (text), total seats (a number) and rewards by rank range. */
export function PoolForm({ onCreate }: PoolFormProps) {
  const methods = useForm<PoolFormValues>({ resolver: zodResolver(poolFormSchema), defaultValues: emptyPoolForm() });
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = methods;
  // Typing survives the session ending under it, and comes back after signing in again.
  const kept = useKeptDraft('pool', methods);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const inFlight = useInFlight();
  const sending = inFlight.size > 0;
  // A pool of this name was just created (by a colleague, or by this operator in another tab): said while the name is the one refused.
  const repeat = useRepeatRefusal(CREATED_MEANWHILE, useWatch({ control, name: 'name' }));

  const createWith = (createAgain: boolean) =>
    handleSubmit((form) =>
      // The key is checked synchronously: a second click or Enter sends nothing (never twice).
      inFlight.run('create', async () => {
        setOutcome(null);
        repeat.clear();
        try {
          await onCreate({ ...poolBodyOf(form), ...(createAgain ? { createAgain } : {}) });
          reset(emptyPoolForm());
          kept.dismiss();
          setOutcome({ ok: true, text: POOL_CREATED });
        } catch (error) {
          if (repeat.caught(error)) return;
          const reason = applyServerErrors(error, setError, fieldsOf(form));
          setOutcome({ ok: false, text: reason ? `${POOL_CREATE_FAILED} ${reason}` : POOL_CREATE_FAILED });
        }
      }),
    );
  const submit = createWith(false);

  return (
    <form noValidate aria-label="Create pool" onSubmit={(event) => void submit(event)} className="flex max-w-3xl flex-col gap-4">
      {kept.restored && <KeptDraftNote />}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="Pool name" required error={errors.name?.message}>
          {(c) => <input {...c} {...register('name')} autoComplete="off" className={inputClass} />}
        </Field>
        <Field label="Pool prize" required hint="As players see it, such as ₹10,000" error={errors.prize?.message}>
          {(c) => <input {...c} {...register('prize')} autoComplete="off" className={inputClass} />}
        </Field>
        <Field label="Entry fee" required hint="Such as ₹49" error={errors.entryFee?.message}>
          {(c) => <input {...c} {...register('entryFee')} autoComplete="off" className={inputClass} />}
        </Field>
        <Field label="Total seats" required error={errors.totalSeats?.message}>
          {(c) => <input {...c} {...register('totalSeats')} type="number" inputMode="numeric" min="1" step="1" className={inputClass} />}
        </Field>
      </div>
      <RewardRangesEditor control={control} register={register} errors={errors.rewards} disabled={sending} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={sending}>
          {sending ? 'Creating…' : 'Create pool'}
        </Button>
        {outcome?.ok && (
          <p role="status" className="text-sm font-medium text-green-800">
            {outcome.text}
          </p>
        )}
      </div>
      {repeat.message && <RepeatWarning message={repeat.message} againLabel={CREATE_AGAIN} pending={sending} onAgain={() => void createWith(true)()} />}
      {outcome && !outcome.ok && (
        <FailureNote>{outcome.text}</FailureNote>
      )}
    </form>
  );
}
