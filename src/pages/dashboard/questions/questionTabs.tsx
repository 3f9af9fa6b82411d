/**
 * The Q&A Manager's tabs (SPEC.md section 2, issue 8), in their order. Each built tab adds its
 * entry to `questionTabs`: the page shows the registered ones, in the order of the ids.
 */
import type { ComponentType } from 'react';
import { QuizDetailsPage } from '@/features/quiz-details/QuizDetailsPage';
import { CreatePoolPanel } from '@/features/pools/CreatePoolPanel';
import { GeneratePanel } from '@/features/questions/GeneratePanel';
import { ActivePoolPanel, InactivePoolPanel } from '@/features/pools/PoolListPanel';
import { LivePanel, NotLivePanel } from '@/features/questions/QuestionListPanels';
import { ActiveQuizPanel, InactiveQuizPanel } from '@/features/questions/QuizListPanels';

export const QUESTION_TAB_IDS = ['generate', 'live', 'not-live', 'quizdetails', 'inactive-quiz', 'active-quiz', 'create-pool', 'active-pool', 'inactive-pool'] as const;
export type QuestionTabId = (typeof QUESTION_TAB_IDS)[number];

export interface QuestionTab {
  id: QuestionTabId;
  /** The tab's name as SPEC.md writes it ('quizdetails', 'inactive quiz' are lower case there). */
  label: string;
  /** The tab's content; it fetches what it shows with its own page hook. */
  Panel: ComponentType;
}

function QuizDetailsPanel() {
  return <QuizDetailsPage headingLevel={2} />;
}

export const questionTabs: readonly QuestionTab[] = [
  { id: 'generate', label: 'Generate', Panel: GeneratePanel },
  { id: 'live', label: 'Live', Panel: LivePanel },
  { id: 'not-live', label: 'Not Live', Panel: NotLivePanel },
  // The played matches of Back-office II, with their players' names.
  { id: 'quizdetails', label: 'quizdetails', Panel: QuizDetailsPanel },
  { id: 'inactive-quiz', label: 'inactive quiz', Panel: InactiveQuizPanel },
  { id: 'active-quiz', label: 'active quiz', Panel: ActiveQuizPanel },
  { id: 'create-pool', label: 'Create Pool', Panel: CreatePoolPanel },
  { id: 'active-pool', label: 'Active Pool', Panel: ActivePoolPanel },
  { id: 'inactive-pool', label: 'Inactive Pool', Panel: InactivePoolPanel },
];

/** The registered tabs in the order of QUESTION_TAB_IDS, whatever order they were added in. */
export function orderedTabs(tabs: readonly QuestionTab[]): QuestionTab[] {
  return [...tabs].sort((a, b) => QUESTION_TAB_IDS.indexOf(a.id) - QUESTION_TAB_IDS.indexOf(b.id));
}
