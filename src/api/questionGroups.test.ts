import { describe, expect, it } from 'vitest';
import type { Question } from '@/api/schemas';
import { chosenSubject, subjectsOf, totalQuestions, withoutQuestion, withQuestion, withSubject } from './questionGroups';

const question = (id: string, subject: string): Question => ({
  _id: id,
  question: `Question ${id}`,
  questionImage: '',
  answers: ['a', 'b', 'c', 'd'],
  answerImages: ['', '', '', ''],
  correctAnswer: 'a',
  subject,
  status: 'not_live',
});

describe('question groups', () => {
  const groups = { Science: [question('1', 'Science'), question('2', 'Science')], History: [question('3', 'History')] };

  it('lists subjects A to Z with counts, General always among them', () => {
    expect(subjectsOf(groups)).toEqual([
      { subject: 'General', count: 0 },
      { subject: 'History', count: 1 },
      { subject: 'Science', count: 2 },
    ]);
    expect(subjectsOf(undefined)).toEqual([{ subject: 'General', count: 0 }]);
    expect(totalQuestions(groups)).toBe(3);
    expect(totalQuestions(undefined)).toBe(0);
  });

  it('shows the subject asked for when listed, else the first with questions', () => {
    const subjects = subjectsOf(groups);
    expect(chosenSubject(subjects, 'Science')).toBe('Science');
    expect(chosenSubject(subjects, 'General')).toBe('General');
    expect(chosenSubject(subjects, 'Geography')).toBe('History');
    expect(chosenSubject(subjectsOf({}), '')).toBe('General');
  });

  it('keeps the subject on screen among them, at 0, when the backend no longer lists it', () => {
    const subjects = subjectsOf(groups);
    expect(withSubject(subjects, 'Art')).toEqual([{ subject: 'Art', count: 0 }, ...subjects]);
    expect(withSubject(subjects, 'History')).toBe(subjects);
    expect(withSubject(subjects, null)).toBe(subjects);
  });

  it('removes a question by id and keeps its subject, empty', () => {
    const next = withoutQuestion(groups, '3');
    expect(next.History).toEqual([]);
    expect(next.Science).toHaveLength(2);
    expect(subjectsOf(next).find((entry) => entry.subject === 'History')).toEqual({ subject: 'History', count: 0 });
  });

  it('adds a question to its subject once', () => {
    const added = withQuestion(groups, question('9', 'Maths'));
    expect(added.Maths?.map((entry) => entry._id)).toEqual(['9']);
    expect(withQuestion(added, question('9', 'Maths'))).toBe(added);
  });
});
