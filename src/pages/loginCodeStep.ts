/**
 * The sign-in page's code step, remembered for the tab (sessionStorage). A phone's browser may
 * reload the page while the operator reads the SMS in another app; without this they would be
 * back at the phone number, and a second code would use up the number's few. Only the number
 * and the step's times are kept, never a code. The stored copy is read back as untrusted input.
 */
import { z } from 'zod';
import { sendOtpBodySchema } from '@/api/schemas';
import { codeOf, countries } from '@/components/login/countries';

export const LOGIN_CODE_STEP_KEY = 'consult.login-code-step';

const codeStepSchema = sendOtpBodySchema.extend({
  country: z.literal(countries),
  /** When another code may be asked for (ms since the epoch). */
  resendAt: z.number(),
  /** When the code no longer works: the step is not brought back after this. */
  expiresAt: z.number(),
  /** A second code was sent. */
  resent: z.boolean(),
  /** No code was sent this time: the number's last one is to be entered. */
  earlier: z.boolean(),
});

/** The code step: the number the code went to, and what the page says about it. */
export type CodeStep = z.infer<typeof codeStepSchema>;

/** The part of Storage this needs. */
export type CodeStepMemory = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const tabMemory = (): CodeStepMemory | undefined => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/** Keeps the step for a reload of this tab; storage that is full or refused only loses that. */
export function rememberCodeStep(step: CodeStep, memory = tabMemory()): void {
  try {
    memory?.setItem(LOGIN_CODE_STEP_KEY, JSON.stringify(step));
  } catch {
    // Without the memory a reload shows the phone step, as it did before.
  }
}

export function forgetCodeStep(memory = tabMemory()): void {
  try {
    memory?.removeItem(LOGIN_CODE_STEP_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The step to show again, if one was kept and its code still works at `now`; anything else is forgotten. */
export function recallCodeStep(now: number, memory = tabMemory()): CodeStep | null {
  let stored: string | null = null;
  try {
    stored = memory?.getItem(LOGIN_CODE_STEP_KEY) ?? null;
  } catch {
    return null;
  }
  if (stored === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    parsed = null;
  }
  const step = codeStepSchema.safeParse(parsed);
  // A country and code that disagree (+44 for India) were not written by this page.
  if (!step.success || step.data.expiresAt <= now || codeOf(step.data.country) !== step.data.countryCode) {
    forgetCodeStep(memory);
    return null;
  }
  return step.data;
}
