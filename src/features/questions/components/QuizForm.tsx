import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '@/api/formErrors';
import { CREATED_MEANWHILE, createQuizBodySchema, START_TIME_IN_PAST, type CreateQuizBody } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { Field, inputClass } from '@/components/ui/Field';
import { CREATE_AGAIN, RepeatWarning } from '@/components/ui/RepeatWarning';
import { useRepeatRefusal } from '@/components/ui/useRepeatRefusal';
import { useRetryKey } from '@/components/ui/useRetryKey';
import { FailureNote } from '@/components/ui/FailureNote';
import { KeptDraftNote } from '@/components/ui/KeptDraftNote';
import { useKeptDraft } from '@/components/ui/useKeptDraft';

export const QUIZ_ADDED = 'Quiz added successfully!';
export const QUIZ_FAILED = 'Failed to add quiz.';
export { START_TIME_IN_PAST };

const NUMBER_FIELDS = { entryFee: 'Entry fee', timePerQuestion: 'Time per question', numberOfQuestions: 'Number of questions' } as const;
type NumberField = keyof typeof NUMBER_FIELDS;
const FIELDS = ['name', 'prize', 'entryFee', 'timePerQuestion', 'numberOfQuestions', 'startTime', 'domain', 'prompt'] as const;

/** What is typed; numbers stay text until checked. */
const quizFormShape = z.object({
  name: z.string(),
  prize: z.string(),
  entryFee: z.string(),
  timePerQuestion: z.string(),
  numberOfQuestions: z.string(),
  startTime: z.string(),
  domain: z.string(),
  prompt: z.string(),
  active: z.boolean(),
});
export type QuizFormValues = z.infer<typeof quizFormShape>;

/** A number field holds digits only ('12', '12.5'): not '1e3', ' ', '0x10' or '12abc'. */
const NUMERIC = /^\d+(\.\d+)?$/;

/** A datetime-local value (local time, no zone) as the instant it names, or null. */
export function startInstant(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Now as a datetime-local value, to the minute: the earliest start the picker offers. */
export function localMinute(now: Date): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * The form's own rules, then the backend's schema over the body it would send, so the form
 * refuses what the backend refuses, with the same reasons. `now` is read when checked.
 */
export function quizFormSchema(now: () => Date) {
  return quizFormShape.superRefine((form, context) => {
    const numbers: Partial<Record<NumberField, number>> = {};
    for (const [field, label] of Object.entries(NUMBER_FIELDS) as [NumberField, string][]) {
      const typed = form[field].trim();
      if (!typed) context.addIssue({ code: 'custom', path: [field], message: `${label} is required` });
      else if (!NUMERIC.test(typed)) context.addIssue({ code: 'custom', path: [field], message: `${label} must be a number` });
      else numbers[field] = Number(typed);
    }
    const instant = startInstant(form.startTime);
    if (!form.startTime) context.addIssue({ code: 'custom', path: ['startTime'], message: 'Start time is required' });
    else if (!instant) context.addIssue({ code: 'custom', path: ['startTime'], message: 'Must be a valid date and time' });
    else if (Date.parse(instant) < now().getTime() - 60_000) context.addIssue({ code: 'custom', path: ['startTime'], message: START_TIME_IN_PAST });
    const parsed = createQuizBodySchema.safeParse(toQuizBody(form, numbers, instant));
    for (const issue of parsed.error?.issues ?? []) {
      const path = String(issue.path[0] ?? '');
      if (path in NUMBER_FIELDS && numbers[path as NumberField] === undefined) continue;
      if (path === 'startTime' && !instant) continue;
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
}

function toQuizBody(form: QuizFormValues, numbers: Partial<Record<NumberField, number>>, instant: string | null): CreateQuizBody {
  return {
    name: form.name.trim(),
    prize: form.prize.trim(),
    entryFee: numbers.entryFee ?? Number.NaN,
    timePerQuestion: numbers.timePerQuestion ?? Number.NaN,
    numberOfQuestions: numbers.numberOfQuestions ?? Number.NaN,
    startTime: instant ?? '',
    winnerId: '',
    active: form.active,
    domain: form.domain.trim(),
    prompt: form.prompt.trim(),
  };
}

const EMPTY: QuizFormValues = { name: '', prize: '', entryFee: '', timePerQuestion: '', numberOfQuestions: '', startTime: '', domain: '', prompt: '', active: false };

/** One quiz the operator means to create: its Idempotency-Key, the same for every retry of it. */
export interface QuizAttempt {
  idempotencyKey: string;
}

export interface QuizFormProps {
  /**
   * Sends the quiz; rejects with the backend's reasons. A retry of the same quiz after a
   * failure goes with the same Idempotency-Key, so a lost answer never creates it twice.
   */
  onCreate: (quiz: CreateQuizBody, attempt: QuizAttempt) => Promise<unknown>;
  /** The clock, for the start time's check and the picker's earliest minute. */
  now?: () => Date;
}

/** SPEC.md Quiz: name, prize, entry fee, time per question, number of questions, start time, domain, prompt, active. */
export function QuizForm({ onCreate, now = () => new Date() }: QuizFormProps) {
  const [schema] = useState(() => quizFormSchema(now));
  const methods = useForm<QuizFormValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = methods;
  // Typing survives the session ending under it, and comes back after signing in again.
  const kept = useKeptDraft('quiz', methods);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; reason: string | null } | null>(null);
  const retryKey = useRetryKey();
  // A quiz of this name was just created (by a colleague, or in another tab): said while the name is the one refused.
  const repeat = useRepeatRefusal(CREATED_MEANWHILE, useWatch({ control, name: 'name' }));

  const createWith = (createAgain: boolean) =>
    handleSubmit(async (form) => {
      setOutcome(null);
      repeat.clear();
      const numbers = { entryFee: Number(form.entryFee), timePerQuestion: Number(form.timePerQuestion), numberOfQuestions: Number(form.numberOfQuestions) };
      const quiz = { ...toQuizBody(form, numbers, startInstant(form.startTime)), ...(createAgain ? { createAgain } : {}) };
      try {
        await onCreate(quiz, { idempotencyKey: retryKey.keyFor(JSON.stringify(quiz)) });
        retryKey.done();
        reset(EMPTY);
        kept.dismiss();
        setOutcome({ ok: true });
      } catch (error) {
        if (!repeat.caught(error)) setOutcome({ ok: false, reason: applyServerErrors(error, setError, FIELDS) });
      }
    });
  const submit = createWith(false);

  const numberInput = (field: NumberField, hint: string) => (
    <Field label={NUMBER_FIELDS[field]} hint={hint} required error={errors[field]?.message}>
      {(control) => <input {...control} {...register(field, { onChange: () => setOutcome(null) })} type="text" inputMode="numeric" autoComplete="off" className={inputClass} />}
    </Field>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Create quiz" className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-xs">
      {kept.restored && <KeptDraftNote />}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Name" required error={errors.name?.message}>
          {(control) => <input {...control} {...register('name')} type="text" autoComplete="off" className={inputClass} />}
        </Field>
        <Field label="Prize" hint="As players read it, such as ₹2,000" error={errors.prize?.message}>
          {(control) => <input {...control} {...register('prize')} type="text" autoComplete="off" className={inputClass} />}
        </Field>
        {numberInput('entryFee', 'In rupees; 0 for a free quiz')}
        {numberInput('timePerQuestion', 'In seconds')}
        {numberInput('numberOfQuestions', 'A whole number')}
        <Field label="Start time" hint="Not in the past" required error={errors.startTime?.message}>
          {(control) => <input {...control} {...register('startTime')} type="datetime-local" min={localMinute(now())} className={inputClass} />}
        </Field>
        <Field label="Domain" hint="Such as Science or History" error={errors.domain?.message}>
          {(control) => <input {...control} {...register('domain')} type="text" autoComplete="off" className={inputClass} />}
        </Field>
        <Field label="Prompt" hint="What the questions are generated from" error={errors.prompt?.message} className="sm:col-span-2">
          {(control) => <textarea {...control} {...register('prompt')} rows={2} className={inputClass} />}
        </Field>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input type="checkbox" {...register('active')} className="size-4 accent-brand-600" />
          Active
        </label>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Adding quiz…' : 'Add quiz'}
        </Button>
      </div>
      <div aria-live="polite">
        {outcome?.ok && <p className="rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-900 ring-1 ring-green-200">{QUIZ_ADDED}</p>}
      </div>
      {repeat.message && <RepeatWarning message={repeat.message} againLabel={CREATE_AGAIN} pending={isSubmitting} onAgain={() => void createWith(true)()} />}
      {outcome && !outcome.ok && (
        <FailureNote>
          {QUIZ_FAILED}
          {outcome.reason ? ` ${outcome.reason}` : ''}
        </FailureNote>
      )}
    </form>
  );
}
