import { useId, type ReactNode } from 'react';

/** What the control inside a Field spreads onto itself to be labelled, described and marked invalid. */
export interface FieldControlProps {
  /** The control's id, which the label points at. */
  id: string;
  /** Set while there is an error, so the control is announced as invalid. */
  'aria-invalid': true | undefined;
  /** The hint and the error, read after the label. */
  'aria-describedby': string | undefined;
  /** Set when the field is required. */
  'aria-required': true | undefined;
}

export interface FieldProps {
  /** The visible label of the control. */
  label: string;
  /** Shown under the control, and read with it. */
  hint?: string;
  /** Why the value is not accepted; replaces nothing, so the hint stays. */
  error?: string | undefined;
  /** Marks the label with an asterisk and the control as required. */
  required?: boolean;
  /** Keeps the label for assistive technology only (a search box with a visible icon). */
  labelHidden?: boolean;
  /** Classes for the wrapper, e.g. to place it in a grid. */
  className?: string;
  /** Renders the control, spreading the given props onto it (render prop). */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, hint and error wired to one control (STYLE.md: forms). The control comes through a
 * render function so any input, textarea or select — or a react-hook-form register() — gets
 * its id, aria-invalid and aria-describedby from one place.
 */
export function Field({ label, hint, error, required = false, labelHidden = false, className = '', children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'text-sm font-medium text-gray-800'}>
        {label}
        {required && !labelHidden && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The look of text inputs across the back-office, invalid state included. */
export const inputClass =
  'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm shadow-xs focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-[invalid=true]:border-red-600';
