import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '@/api/formErrors';
import { notificationContentSchema, SENT_MEANWHILE, type NotificationContent } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { Field, inputClass } from '@/components/ui/Field';
import { KeptDraftNote } from '@/components/ui/KeptDraftNote';
import { RepeatWarning } from '@/components/ui/RepeatWarning';
import { useKeptDraft } from '@/components/ui/useKeptDraft';
import { useRepeatRefusal } from '@/components/ui/useRepeatRefusal';
import { countOf } from '@/lib/format';
import { useInFlight } from '@/lib/useInFlight';
import { NotificationPreview } from './NotificationPreview';

export const SEND_NOTIFICATION = 'Send notification';
export const NO_RECIPIENTS = 'Select at least one consultant';
export const SEND_AGAIN = 'Send it again anyway';
const FIELDS = ['title', 'body', 'image'] as const;

export interface NotificationFormProps {
  /** How many consultants are selected in the table: they receive it. */
  recipients: number;
  /**
   * Sends it; rejects with the backend's reasons, which land beside their fields. `sendAgain`
   * is set when the operator was told the same notification just went to these consultants.
   */
  onSend: (content: NotificationContent, options?: { sendAgain?: boolean }) => Promise<void>;
}

const people = (count: number) => countOf(count, 'consultant', 'consultants');

/**
 * SPEC.md Dashboard tab: the push notification form. Title and body are required, the image
 * URL optional and http(s) only; the preview and the recipient count follow what is typed
 * and selected. It sends once per press, and keeps what was typed when sending fails.
 */
export function NotificationForm({ recipients, onSend }: NotificationFormProps) {
  const methods = useForm<NotificationContent>({ resolver: zodResolver(notificationContentSchema), defaultValues: { title: '', body: '', image: '' } });
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = methods;
  // Typing survives the session ending under it, and comes back after signing in again.
  const kept = useKeptDraft('notification', methods);
  const [title = '', body = '', image = ''] = useWatch({ control, name: FIELDS });
  const [failure, setFailure] = useState<string | null>(null);
  const [noRecipients, setNoRecipients] = useState(false);
  // The same notification just went to some of these consultants: said while the words and the number chosen are those refused.
  const repeat = useRepeatRefusal(SENT_MEANWHILE, JSON.stringify([title, body, image, recipients]));
  const { run } = useInFlight();

  const sendWith = (sendAgain: boolean) =>
    handleSubmit(async (content) => {
      setFailure(null);
      repeat.clear();
      if (recipients === 0) {
        setNoRecipients(true);
        return;
      }
      // One send per press, even when Enter is pressed twice before the button is disabled.
      await run('send', async () => {
        try {
          await (sendAgain ? onSend(content, { sendAgain }) : onSend(content));
          reset();
          kept.dismiss();
        } catch (error) {
          if (!repeat.caught(error)) setFailure(applyServerErrors(error, setError, FIELDS));
        }
      });
    });
  const submit = sendWith(false);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="notification-heading" aria-busy={isSubmitting} className="grid grid-cols-1 gap-6 rounded-lg border border-gray-200 bg-white p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex flex-col gap-4">
        <h2 id="notification-heading" className="text-lg font-semibold">
          Push notification
        </h2>
        {kept.restored && <KeptDraftNote />}
        <Field label="Title" required error={errors.title?.message}>
          {(control) => <input {...control} {...register('title')} maxLength={120} className={inputClass} />}
        </Field>
        <Field label="Body" required error={errors.body?.message}>
          {(control) => <textarea {...control} {...register('body')} rows={3} maxLength={1000} className={inputClass} />}
        </Field>
        <Field label="Image URL" hint="Optional. An address starting with http:// or https://." error={errors.image?.message}>
          {(control) => <input {...control} {...register('image')} type="url" inputMode="url" placeholder="https://" className={inputClass} />}
        </Field>
        <p id="notification-recipients" className="text-sm text-gray-800" aria-live="polite">
          {recipients === 0 ? (
            <>Select consultants in the table below to send it to them.</>
          ) : (
            <>
              Will be sent to <strong>{people(recipients)}</strong>.
            </>
          )}
        </p>
        {noRecipients && recipients === 0 && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {NO_RECIPIENTS}
          </p>
        )}
        {repeat.message && <RepeatWarning message={repeat.message} againLabel={SEND_AGAIN} pending={isSubmitting} onAgain={() => void sendWith(true)()} />}
        {failure && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {failure}
          </p>
        )}
        <div>
          <Button type="submit" disabled={isSubmitting} aria-describedby="notification-recipients">
            {isSubmitting ? 'Sending…' : SEND_NOTIFICATION}
          </Button>
        </div>
      </div>
      <NotificationPreview title={title} body={body} image={image} />
    </form>
  );
}
