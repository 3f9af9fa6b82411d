import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '@/api/formErrors';
import { addOperatorBodySchema, MAX_LENGTH, PHONE_MAX_LENGTH, type AddOperatorBody } from '@/api/schemas';
import { ROLE_LABELS, ROLES, roleSchema } from '@/api/schemas/roles';
import { CountryCodePicker } from '@/components/login/CountryCodePicker';
import { codeOf, countries, DEFAULT_COUNTRY } from '@/components/login/countries';
import { Button } from '@/components/ui/Button';
import { Field, inputClass } from '@/components/ui/Field';
import { FailureNote } from '@/components/ui/FailureNote';
import { withoutCountryCode } from '@/lib/phone';

export const ADD_OPERATOR = 'Add operator';
export const ADDING_OPERATOR = 'Adding…';
export const PHONE_HINT = 'They sign in with this number and a one-time code, as you do.';
const CHOOSE_ROLE = 'Choose a role';

// The backend's body schema, with the country chosen instead of its code (+1 is two countries),
// and the role starting unchosen: the admin picks it, never a default.
const formSchema = addOperatorBodySchema.omit({ countryCode: true }).extend({ country: z.literal(countries), role: z.string().pipe(roleSchema) });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const fieldsResolver = zodResolver(formSchema);
// A number written with the chosen country's code in front ('+91 98765 00001') is read without it.
const resolver: typeof fieldsResolver = (values, context, options) => fieldsResolver({ ...values, phoneNumber: withoutCountryCode(values.phoneNumber, codeOf(values.country)) }, context, options);
const FIELDS = ['name', 'phoneNumber', 'role'] as const;
const EMPTY: FormInput = { name: '', country: DEFAULT_COUNTRY, phoneNumber: '', role: '' };

export interface AddOperatorFormProps {
  /** Adds them; false when it was not sent (one is already on its way), rejects with the backend's reasons (a number already an operator's). */
  onAdd: (operator: AddOperatorBody) => Promise<boolean>;
}

/**
 * Add operator (issue 48): name, country code, phone number and role, checked with the
 * backend's own schema before anything is sent; the backend's 400 and 409 reasons land on
 * their fields. The new operator signs in with the usual one-time code.
 */
export function AddOperatorForm({ onAdd }: AddOperatorFormProps) {
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver, defaultValues: EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();

  const submit = handleSubmit(async ({ name, country, phoneNumber, role }) => {
    setFailure(null);
    try {
      if (await onAdd({ name, countryCode: codeOf(country), phoneNumber, role })) reset({ ...EMPTY, country });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId} aria-busy={isSubmitting} className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {ADD_OPERATOR}
      </h2>
      <div className="grid items-start gap-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_minmax(0,12rem)]">
        <Field label="Name" required error={errors.name?.message}>
          {(fieldControl) => <input {...fieldControl} {...register('name')} maxLength={MAX_LENGTH.name + 20} autoComplete="off" className={`${inputClass} h-10`} />}
        </Field>
        <Controller control={control} name="country" render={({ field }) => <CountryCodePicker {...field} disabled={isSubmitting} />} />
        <Field label="Phone number" required hint={PHONE_HINT} error={errors.phoneNumber?.message}>
          {(fieldControl) => (
            <input
              {...fieldControl}
              {...register('phoneNumber')}
              type="tel"
              maxLength={PHONE_MAX_LENGTH}
              inputMode="tel"
              autoComplete="off"
              placeholder="98765 43210"
              className={`${inputClass} h-10`}
            />
          )}
        </Field>
        <Field label="Role" required error={errors.role?.message}>
          {(fieldControl) => (
            <select {...fieldControl} {...register('role')} className={`${inputClass} h-10`}>
              <option value="">{CHOOSE_ROLE}</option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {failure && <FailureNote>{failure}</FailureNote>}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? ADDING_OPERATOR : ADD_OPERATOR}
        </Button>
      </div>
    </form>
  );
}
