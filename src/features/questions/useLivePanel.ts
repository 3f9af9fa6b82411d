import { useQuestionListPanel } from './useQuestionListPanel';

/** The Live tab: live questions by subject. */
export const useLivePanel = () => useQuestionListPanel('live');
