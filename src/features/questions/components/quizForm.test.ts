import { describe, expect, it } from 'vitest';
import { localMinute, quizFormSchema, startInstant, START_TIME_IN_PAST, type QuizFormValues } from './QuizForm';

const NOW = new Date('2026-11-23T10:00:00');
const schema = quizFormSchema(() => NOW);
const valid: QuizFormValues = {
  name: 'Friday Science Sprint',
  prize: '₹2,000',
  entryFee: '25',
  timePerQuestion: '20',
  numberOfQuestions: '15',
  startTime: '2026-11-23T18:30',
  domain: 'Science',
  prompt: '',
  active: true,
};
const reasons = (values: Partial<QuizFormValues>) =>
  Object.fromEntries((schema.safeParse({ ...valid, ...values }).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('quiz form rules', () => {
  it('takes a whole quiz', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(reasons({ entryFee: '0' })).toEqual({});
  });

  it('numeric fields take numbers only', () => {
    expect(reasons({ entryFee: '25abc' })).toEqual({ entryFee: 'Entry fee must be a number' });
    expect(reasons({ timePerQuestion: '1e3' })).toEqual({ timePerQuestion: 'Time per question must be a number' });
    expect(reasons({ numberOfQuestions: '-5' })).toEqual({ numberOfQuestions: 'Number of questions must be a number' });
    expect(reasons({ entryFee: ' ' })).toEqual({ entryFee: 'Entry fee is required' });
  });

  it("says the backend's own reasons for numbers it refuses", () => {
    expect(reasons({ timePerQuestion: '1.5' })).toEqual({ timePerQuestion: 'Time per question must be a whole number' });
    expect(reasons({ numberOfQuestions: '0' })).toEqual({ numberOfQuestions: 'Number of questions must be greater than zero' });
    expect(reasons({ name: '  ' })).toEqual({ name: 'Name is required' });
  });

  it('refuses a start time in the past or missing', () => {
    expect(reasons({ startTime: '2026-11-23T09:30' })).toEqual({ startTime: START_TIME_IN_PAST });
    expect(reasons({ startTime: '' })).toEqual({ startTime: 'Start time is required' });
    expect(reasons({ startTime: 'soon' })).toEqual({ startTime: 'Must be a valid date and time' });
    expect(reasons({ startTime: localMinute(NOW) })).toEqual({});
  });

  it('reads a datetime-local value as local time', () => {
    expect(startInstant('2026-11-23T18:30')).toBe(new Date(2026, 10, 23, 18, 30).toISOString());
    expect(startInstant('2026-11-23')).toBeNull();
    expect(localMinute(new Date(2026, 10, 23, 7, 5, 40))).toBe('2026-11-23T07:05');
  });
});
