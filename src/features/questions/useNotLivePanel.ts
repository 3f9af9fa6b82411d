import { useQuestionListPanel } from './useQuestionListPanel';

/** The Not Live tab: drafted questions by subject, each with Make Live. */
export const useNotLivePanel = () => useQuestionListPanel('not_live');
