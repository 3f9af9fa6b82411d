import { z } from 'zod';
import { createPoolBodySchema, rewardRangeIssues, type CreatePoolBody } from '@/api/schemas';

/** What the Create Pool form holds: text as typed; seats become a number only when sent. */
export const poolFormSchema = z
  .object({
    name: z.string(),
    prize: z.string(),
    entryFee: z.string(),
    totalSeats: z.string(),
    rewards: z.array(z.object({ rankRange: z.string(), prize: z.string() })),
  })
  .superRefine((form, context) => {
    // The backend's own schema decides (one set of rules); blank seats say so rather than 'must be a number'.
    const blankSeats = form.totalSeats.trim() === '';
    if (blankSeats) context.addIssue({ code: 'custom', path: ['totalSeats'], message: 'Total seats is required' });
    const body = poolBodyOf(form);
    const parsed = createPoolBodySchema.safeParse(body);
    const issues = [...(parsed.error?.issues ?? []), ...(parsed.success ? [] : rewardRangeIssues(body.rewards, body.totalSeats))];
    // The ranges' fit is checked by the schema only once every field is valid; asked here too, each is said once.
    const said = new Set<string>();
    for (const issue of issues) {
      const key = `${issue.path.join('.')}\n${issue.message}`;
      if ((blankSeats && issue.path[0] === 'totalSeats') || said.has(key)) continue;
      said.add(key);
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
export type PoolFormValues = z.infer<typeof poolFormSchema>;

export const EMPTY_REWARD = { rankRange: '', prize: '' };
export const emptyPoolForm = (): PoolFormValues => ({ name: '', prize: '', entryFee: '', totalSeats: '', rewards: [{ ...EMPTY_REWARD }] });

/**
 * '1 - 10' as '1-10': the spaces around the first dash go. Written without a regular
 * expression: \s*-\s* tried every start in a run of spaces, quadratic in its length.
 */
export function tightRange(range: string): string {
  const dash = range.indexOf('-');
  return dash === -1 ? range : `${range.slice(0, dash).trimEnd()}-${range.slice(dash + 1).trimStart()}`;
}

/** The /polladdition body of what is typed (SPEC.md: a new pool has no entrants). */
export function poolBodyOf(form: PoolFormValues): CreatePoolBody {
  const seats = form.totalSeats.trim();
  return {
    name: form.name.trim(),
    prize: form.prize.trim(),
    entryFee: form.entryFee.trim(),
    totalSeats: seats === '' ? Number.NaN : Number(seats),
    rewards: form.rewards.map((reward) => ({ rankRange: tightRange(reward.rankRange.trim()), prize: reward.prize.trim() })),
    entrants: [],
  };
}
