import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { PHONE_MAX_LENGTH, sendOtpBodySchema, type SendOtpBody } from '@/api/schemas';
import { withoutCountryCode } from '@/lib/phone';
import { Button } from '../ui/Button';
import { Field, inputClass } from '../ui/Field';
import { CountryCodePicker } from './CountryCodePicker';
import { codeOf, countries, DEFAULT_COUNTRY, type Country } from './countries';

export const PHONE_LABEL = 'Phone number';
export const SEND_OTP = 'Send OTP';
export const SENDING_OTP = 'Sending OTP…';
export const enterLastCodeSentTo = (phone: string) => `Enter the last code sent to ${phone}`;

// The backend's body schema, with the country chosen instead of its code (+1 is two countries).
const phoneFields = sendOtpBodySchema.pick({ phoneNumber: true }).extend({ country: z.literal(countries) });
type PhoneFormInput = z.input<typeof phoneFields>;
const fieldsResolver = zodResolver(phoneFields);
// A number written with the chosen country's code in front ('+91 98765 00001') is read without it.
const phoneResolver: typeof fieldsResolver = (values, context, options) => fieldsResolver({ ...values, phoneNumber: withoutCountryCode(values.phoneNumber, codeOf(values.country)) }, context, options);

export interface PhoneRequest extends SendOtpBody {
  country: Country;
}

export interface PhoneFormProps {
  /** What the form starts with: the number the operator chose before 'Change number'. */
  defaultValues?: { country?: Country; phoneNumber?: string };
  /** The code is being sent: the form is locked and the button says so. */
  sending?: boolean;
  /** Why the last request for a code failed (too many codes, no network...). */
  error?: string | null;
  /**
   * Offered when the number already had its codes for now (the error says so): the last one
   * sent to `phone` still works, and `onEnter` goes to the code boxes without sending another.
   */
  lastCode?: { phone: string; onEnter: () => void };
  /** Puts the cursor in the phone field when the form appears after 'Change number'. */
  focusOnMount?: boolean;
  /** Called with the country and number once they are valid. */
  onSend: (request: PhoneRequest) => void;
}

/** SPEC.md Login: the country code and phone number a one-time code is sent to. */
export function PhoneForm({ defaultValues, sending = false, error = null, lastCode, focusOnMount = false, onSend }: PhoneFormProps) {
  const {
    control,
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<PhoneFormInput, unknown, z.output<typeof phoneFields>>({
    resolver: phoneResolver,
    defaultValues: { country: defaultValues?.country ?? DEFAULT_COUNTRY, phoneNumber: defaultValues?.phoneNumber ?? '' },
  });

  useEffect(() => {
    if (focusOnMount) setFocus('phoneNumber');
  }, [focusOnMount, setFocus]);

  const submit = handleSubmit(({ country, phoneNumber }) => {
    if (!sending) onSend({ country, countryCode: codeOf(country), phoneNumber });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={sending} className="flex flex-col gap-5">
      <div className="grid items-start gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-3">
        <Controller
          control={control}
          name="country"
          render={({ field }) => <CountryCodePicker {...field} disabled={sending} />}
        />
        <Field label={PHONE_LABEL} error={errors.phoneNumber?.message} required>
          {(fieldControl) => (
            <input
              {...fieldControl}
              {...register('phoneNumber')}
              type="tel"
              maxLength={PHONE_MAX_LENGTH}
              inputMode="tel"
              autoComplete="tel-national"
              readOnly={sending}
              placeholder="98765 43210"
              className={`${inputClass} h-10`}
            />
          )}
        </Field>
      </div>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {error && lastCode && (
        <Button variant="secondary" onClick={lastCode.onEnter} disabled={sending} className="h-11 w-full">
          {enterLastCodeSentTo(lastCode.phone)}
        </Button>
      )}
      <Button type="submit" disabled={sending} className="h-11 w-full">
        {sending ? SENDING_OTP : SEND_OTP}
      </Button>
    </form>
  );
}
