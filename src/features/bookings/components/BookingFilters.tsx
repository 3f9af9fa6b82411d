import { Field, inputClass } from '@/components/ui/Field';
import { formatCount } from '@/lib/format';
import {
  BOOKING_STATUSES,
  contactModeLabels,
  MEET_FILTERS,
  meetLabels,
  MEETS,
  MODE_FILTERS,
  STATUS_FILTERS,
  type BookingFilterValues,
  type MeetCounts,
  type StatusCounts,
} from '../model/bookingRows';

export interface BookingFiltersProps {
  /** The filters as they stand: status, mode, meet and the date range. */
  values: BookingFilterValues;
  /** Called with the filters that changed. */
  onChange: (values: Partial<BookingFilterValues>) => void;
  /** Why the date range is not used ('to' before 'from'), or null. */
  dateError: string | null;
  /** Per status, of the rows shown; null while there are none to count (loading, failed). */
  statusCounts: StatusCounts | null;
  /** Per meet, of the rows the other filters keep, so each choice says what it would show. */
  meetCounts: MeetCounts | null;
  /** The header search in effect, repeated so the counts make sense. */
  search: string;
  /** How many rows are shown. */
  shown: number | null;
}

const selectClass = inputClass;

/** The Booking Summary's filters (status, contact mode, meet, booked-on range) and the counts of what they leave. */
export function BookingFilters({ values, onChange, dateError, statusCounts, meetCounts, search, shown }: BookingFiltersProps) {
  return (
    <div className="flex w-full flex-col gap-3">
      <div className="flex flex-wrap items-start gap-3">
        <Field label="Status" className="w-full sm:w-40">
          {(control) => (
            <select {...control} value={values.status} onChange={(event) => onChange({ status: event.target.value as BookingFilterValues['status'] })} className={selectClass}>
              {STATUS_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {value === 'all' ? 'All statuses' : value}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Contact mode" className="w-full sm:w-40">
          {(control) => (
            <select {...control} value={values.mode} onChange={(event) => onChange({ mode: event.target.value as BookingFilterValues['mode'] })} className={selectClass}>
              {MODE_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {value === 'all' ? 'All modes' : contactModeLabels[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Meets" className="w-full sm:w-48">
          {(control) => (
            <select {...control} value={values.meet} onChange={(event) => onChange({ meet: event.target.value as BookingFilterValues['meet'] })} className={selectClass}>
              {MEET_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {value === 'all' ? 'All bookings' : `${meetLabels[value]}${meetCounts ? ` (${formatCount(meetCounts[value])})` : ''}`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="flex w-full flex-wrap items-start gap-3 sm:w-auto">
          <legend className="sr-only">Booked on</legend>
          <Field label="Booked from" className="w-full sm:w-40">
            {(control) => <input {...control} type="date" value={values.from} onChange={(event) => onChange({ from: event.target.value })} className={inputClass} />}
          </Field>
          <Field label="Booked to" className="w-full sm:w-56" error={dateError ?? undefined}>
            {(control) => <input {...control} type="date" value={values.to} min={values.from || undefined} onChange={(event) => onChange({ to: event.target.value })} className={inputClass} />}
          </Field>
        </fieldset>
      </div>
      <div role="status" aria-live="polite" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-800">
        {statusCounts && shown !== null && (
          <>
            <span>
              <strong>{formatCount(shown)}</strong> {shown === 1 ? 'booking' : 'bookings'}
              {search.trim() && <> matching “{search.trim()}”</>}
            </span>
            <ul aria-label="Bookings per status" className="flex flex-wrap gap-x-3">
              {BOOKING_STATUSES.map((status) => (
                <li key={status}>
                  {status}: <strong>{formatCount(statusCounts[status])}</strong>
                </li>
              ))}
            </ul>
            {meetCounts && (
              <ul aria-label="Meets" className="flex flex-wrap gap-x-3">
                {MEETS.map((meet) => (
                  <li key={meet}>
                    {meetLabels[meet]}: <strong>{formatCount(meetCounts[meet])}</strong>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
