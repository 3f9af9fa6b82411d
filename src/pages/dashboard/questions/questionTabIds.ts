/**
 * The Q&A Manager's tabs by id and name (SPEC.md section 2), without their panels: what links
 * into a tab (the command palette) needs, and nothing that would load the panels' code.
 */
import type { Permission } from '@/api/schemas/roles';
import { dashboardTabs, paths } from '@/paths';

export const QUESTION_TAB_IDS = ['generate', 'live', 'not-live', 'quizdetails', 'inactive-quiz', 'active-quiz', 'create-pool', 'active-pool', 'inactive-pool'] as const;
export type QuestionTabId = (typeof QUESTION_TAB_IDS)[number];

/** Each tab's name as SPEC.md writes it ('quizdetails', 'inactive quiz' are lower case there). */
export const QUESTION_TAB_LABELS: Record<QuestionTabId, string> = {
  generate: 'Generate',
  live: 'Live',
  'not-live': 'Not Live',
  quizdetails: 'quizdetails',
  'inactive-quiz': 'inactive quiz',
  'active-quiz': 'active quiz',
  'create-pool': 'Create Pool',
  'active-pool': 'Active Pool',
  'inactive-pool': 'Inactive Pool',
};

/**
 * The tabs that only change things (Generate, Create Pool), by the permission they need: a role
 * without it (issue 48) is not shown them, nor offered them by the command palette. Every role
 * reads the other tabs.
 */
export const QUESTION_TAB_PERMISSIONS: Partial<Record<QuestionTabId, Permission>> = {
  generate: 'manageQuestions',
  'create-pool': 'manageQuestions',
};

/** Whether a role whose refusals `refused` gives is shown the tab. */
export const questionTabOffered = (tab: QuestionTabId, refused: (permission: Permission) => string | null) => {
  const needs = QUESTION_TAB_PERMISSIONS[tab];
  return needs === undefined || refused(needs) === null;
};

/**
 * The Q&A Manager opened at one tab, its list narrowed by the header search when `q` is given,
 * and on the Live and Not Live tabs showing `subject` when it is given.
 */
export function questionTabHref(tab: QuestionTabId, { q, subject }: { q?: string; subject?: string } = {}): string {
  const params = new URLSearchParams({ tab });
  if (q) params.set('q', q);
  if (subject) params.set('subject', subject);
  const page = dashboardTabs.find((entry) => entry.segment === 'questions')?.path ?? paths.dashboard;
  return `${page}?${params.toString()}`;
}
