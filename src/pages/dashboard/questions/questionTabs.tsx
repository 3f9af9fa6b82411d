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
import { QUESTION_TAB_IDS, QUESTION_TAB_LABELS as names, type QuestionTabId } from './questionTabIds';

export { QUESTION_TAB_IDS, type QuestionTabId };

export interface QuestionTab {
  id: QuestionTabId;
  /** The tab's name as SPEC.md writes it (QUESTION_TAB_LABELS). */
  label: string;
  /** The tab's content; it fetches what it shows with its own page hook. */
  Panel: ComponentType;
}

function QuizDetailsPanel() {
  return <QuizDetailsPage headingLevel={2} />;
}

export const questionTabs: readonly QuestionTab[] = [
  { id: 'generate', label: names.generate, Panel: GeneratePanel },
  { id: 'live', label: names.live, Panel: LivePanel },
  { id: 'not-live', label: names['not-live'], Panel: NotLivePanel },
  // The played matches of Back-office II, with their players' names.
  { id: 'quizdetails', label: names.quizdetails, Panel: QuizDetailsPanel },
  { id: 'inactive-quiz', label: names['inactive-quiz'], Panel: InactiveQuizPanel },
  { id: 'active-quiz', label: names['active-quiz'], Panel: ActiveQuizPanel },
  { id: 'create-pool', label: names['create-pool'], Panel: CreatePoolPanel },
  { id: 'active-pool', label: names['active-pool'], Panel: ActivePoolPanel },
  { id: 'inactive-pool', label: names['inactive-pool'], Panel: InactivePoolPanel },
];

/** The registered tabs in the order of QUESTION_TAB_IDS, whatever order they were added in. */
export function orderedTabs(tabs: readonly QuestionTab[]): QuestionTab[] {
  return [...tabs].sort((a, b) => QUESTION_TAB_IDS.indexOf(a.id) - QUESTION_TAB_IDS.indexOf(b.id));
}
