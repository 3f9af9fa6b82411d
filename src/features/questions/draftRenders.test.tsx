/**
 * 100 drafted questions stay responsive (issue 8): typing in one field re-renders that
 * question's card only. Every render of an answer editor is counted by its question number.
 */
import { fireEvent, render, screen } from '@testing-library/react';

/** By aria-label or label text through the DOM: role queries over 100 cards are slow in jsdom. */
const byLabel = (label: string) => {
  const found = document.querySelector<HTMLElement>(`[aria-label="${label}"]`) ?? [...document.querySelectorAll('label')].find((entry) => entry.firstChild?.textContent === label)?.querySelector<HTMLElement>('input, textarea');
  if (!found) throw new Error(`No control labelled ${label}`);
  return found;
};
import { useCallback, useReducer } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AnswerEditorModule from './components/generate/AnswerEditor';
import { DraftEditor } from './components/generate/DraftEditor';
import { blankDraft, type DraftPatch } from './model/drafts';
import { draftsReducer } from './model/generateState';

const renders = new Map<number, number>();
vi.mock('./components/generate/AnswerEditor', async (importOriginal) => {
  const original = await importOriginal<typeof AnswerEditorModule>();
  return {
    AnswerEditor(props: Parameters<typeof original.AnswerEditor>[0]) {
      renders.set(props.questionNumber, (renders.get(props.questionNumber) ?? 0) + 1);
      return original.AnswerEditor(props);
    },
  };
});

function Harness({ count }: { count: number }) {
  const [state, dispatch] = useReducer(draftsReducer, undefined, () => ({ drafts: Array.from({ length: count }, (_, index) => blankDraft('General', `q${index}`)), errors: {}, savedAlready: {}, focusRequest: 0 }));
  const onChange = useCallback((key: string, patch: DraftPatch) => dispatch({ type: 'change', key, patch }), []);
  const onRemove = useCallback((key: string) => dispatch({ type: 'remove', keys: [key] }), []);
  const upload = useCallback(() => Promise.resolve('http://localhost/x.png'), []);
  const onKeepMine = useCallback((key: string) => dispatch({ type: 'rekey', key, newKey: `${key}-mine` }), []);
  return (
    <DraftEditor
      drafts={state.drafts}
      errors={state.errors}
      savedAlready={state.savedAlready}
      focusRequest={state.focusRequest}
      saving={null}
      onChange={onChange}
      onRemove={onRemove}
      onKeepMine={onKeepMine}
      onSave={() => undefined}
      upload={upload}
    />
  );
}

beforeEach(() => renders.clear());

describe('DraftEditor with 100 questions', () => {
  it('re-renders only the question being typed in', () => {
    render(<Harness count={100} />);
    expect(renders.size).toBe(100);
    expect([...renders.values()].every((count) => count === 4)).toBe(true);
    renders.clear();

    fireEvent.change(byLabel('Answer 2 of question 57'), { target: { value: 'Delhi' } });
    expect(byLabel('Answer 2 of question 57')).toHaveValue('Delhi');
    expect([...renders.keys()]).toEqual([57]);

    renders.clear();
    fireEvent.change(byLabel('Text of question 3'), { target: { value: 'Capital?' } });
    expect([...renders.keys()]).toEqual([3]);

    renders.clear();
    fireEvent.click(byLabel('Answer 4 of question 10 is correct'));
    expect(byLabel('Answer 4 of question 10 is correct')).toBeChecked();
    expect([...renders.keys()]).toEqual([10]);
  });

  it('removing a question renumbers only the ones after it', () => {
    render(<Harness count={5} />);
    renders.clear();
    fireEvent.click(screen.getByText('Remove question 4'));
    expect(screen.getAllByText(/^Question \d$/)).toHaveLength(4);
    expect([...renders.keys()]).toEqual([4]);
  });
});
