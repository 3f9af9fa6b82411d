import { ShownAloneBanner } from '@/components/ui/data-table/ShownAloneBanner';
import { Field, inputClass } from '@/components/ui/Field';
import { actionLabel, type ActivityFilterValues } from '../model/activityRows';

export interface ActivityFiltersProps {
  /** The filters as they stand. */
  values: ActivityFilterValues;
  /** Called with the filters that changed. */
  onChange: (values: Partial<ActivityFilterValues>) => void;
  /** The operators and actions the log holds. */
  choices: { operators: readonly string[]; actions: readonly string[] };
  /** Why the date range is not used ('to' before 'from'), or null. */
  dateError: string | null;
  /** How many records are shown; null while there are none to count. */
  shown: number | null;
  /** Whose history alone is shown (a consultant's name), or null for everyone's. */
  about?: string | null;
}

/** The Activity tab's filters: who, what, and the days it was done on. */
export function ActivityFilters({ values, onChange, choices, dateError, shown, about = null }: ActivityFiltersProps) {
  return (
    <div className="flex w-full flex-col gap-3">
      {values.about && <ShownAloneBanner label={`History of ${about ?? '…'}`} showAll="Show every change" onShowAll={() => onChange({ about: '' })} />}
      <div className="flex flex-wrap items-start gap-3">
        <Field label="Operator" className="w-full sm:w-44">
          {(control) => (
            <select {...control} value={values.operator} onChange={(event) => onChange({ operator: event.target.value })} className={inputClass}>
              <option value="">Everyone</option>
              {/* A name from a link that the log no longer holds still shows what is filtered. */}
              {[...new Set([...choices.operators, ...(values.operator ? [values.operator] : [])])].map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Action" className="w-full sm:w-56">
          {(control) => (
            <select {...control} value={values.action} onChange={(event) => onChange({ action: event.target.value })} className={inputClass}>
              <option value="">Every action</option>
              {[...new Set([...choices.actions, ...(values.action ? [values.action] : [])])].map((action) => (
                <option key={action} value={action}>
                  {actionLabel(action)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="flex w-full flex-wrap items-start gap-3 sm:w-auto">
          <legend className="sr-only">Done on</legend>
          <Field label="From" className="w-full sm:w-40">
            {(control) => <input {...control} type="date" value={values.from} onChange={(event) => onChange({ from: event.target.value })} className={inputClass} />}
          </Field>
          <Field label="To" className="w-full sm:w-56" error={dateError ?? undefined}>
            {(control) => <input {...control} type="date" value={values.to} min={values.from || undefined} onChange={(event) => onChange({ to: event.target.value })} className={inputClass} />}
          </Field>
        </fieldset>
      </div>
      <p role="status" aria-live="polite" className="text-sm text-gray-800">
        {shown !== null && (
          <>
            <strong>{shown.toLocaleString('en-IN')}</strong> {shown === 1 ? 'change' : 'changes'}
          </>
        )}
      </p>
    </div>
  );
}
