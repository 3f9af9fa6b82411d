import { describe, expect, it } from 'vitest';
import { orderedTabs, QUESTION_TAB_IDS, questionTabs, type QuestionTab } from './questionTabs';

const Panel = () => null;

describe('the Q&A Manager tabs', () => {
  it('are shown in the order of SPEC.md, whatever order they were registered in', () => {
    const tabs: QuestionTab[] = [
      { id: 'inactive-pool', label: 'Inactive Pool', Panel },
      { id: 'generate', label: 'Generate', Panel },
      { id: 'quizdetails', label: 'quizdetails', Panel },
    ];
    expect(orderedTabs(tabs).map((tab) => tab.id)).toEqual(['generate', 'quizdetails', 'inactive-pool']);
  });

  it('are registered once each, with ids SPEC.md names', () => {
    const ids = questionTabs.map((tab) => tab.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(QUESTION_TAB_IDS).toContain(id);
  });
});
