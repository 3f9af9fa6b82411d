import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { Field, inputClass } from '@/components/ui/Field';
import { EMPTY_REWARD, type PoolFormValues } from '../model/poolForm';

export interface RewardRangesEditorProps {
  /** The pool form's react-hook-form control. */
  control: Control<PoolFormValues>;
  /** The pool form's register. */
  register: UseFormRegister<PoolFormValues>;
  /** The reward rows' validation errors. */
  errors: FieldErrors<PoolFormValues>['rewards'];
  /** Locks the rows while the pool is being saved. */
  disabled?: boolean;
}

/**
 * SPEC.md Pool rewards: one row per rank range (such as 1-10) and its prize, added and removed.
 * The reason a range is refused (backwards, overlapping, beyond the seats) shows on that range.
 */
export function RewardRangesEditor({ control, register, errors, disabled = false }: RewardRangesEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'rewards' });
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4" disabled={disabled}>
      <legend className="px-1 text-sm font-semibold text-gray-900">Rewards</legend>
      <p className="text-xs text-gray-600">A rank (3) or a range (1-10) within the seats; ranges may not overlap.</p>
      {fields.length === 0 && <p className="text-sm text-gray-700">No rewards yet.</p>}
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <li key={field.id} aria-label={`Reward ${index + 1}`} className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[10rem_1fr_auto]">
            <Field label={`Rank range ${index + 1}`} required error={errors?.[index]?.rankRange?.message}>
              {(controlProps) => <input {...controlProps} {...register(`rewards.${index}.rankRange`)} placeholder="1-10" inputMode="numeric" autoComplete="off" className={inputClass} />}
            </Field>
            <Field label={`Prize for ranks ${index + 1}`} required error={errors?.[index]?.prize?.message}>
              {(controlProps) => <input {...controlProps} {...register(`rewards.${index}.prize`)} placeholder="₹500" autoComplete="off" className={inputClass} />}
            </Field>
            <Button variant="ghost" className="px-3 py-2 sm:mt-6" aria-label={`Remove reward ${index + 1}`} onClick={() => remove(index)}>
              Remove
            </Button>
          </li>
        ))}
      </ol>
      {errors?.root?.message && <p className="text-sm font-medium text-red-700">{errors.root.message}</p>}
      <div>
        <Button variant="secondary" className="px-3 py-1.5" onClick={() => append({ ...EMPTY_REWARD }, { focusName: `rewards.${fields.length}.rankRange` })}>
          Add reward
        </Button>
      </div>
    </fieldset>
  );
}
