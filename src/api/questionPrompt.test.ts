import { describe, expect, it } from 'vitest';
import {
  AI_INVALID_JSON,
  AI_NO_QUESTIONS,
  AI_QUESTION_COUNT,
  AI_TEMPERATURE,
  AiReplyError,
  buildQuestionPrompt,
  parseAiQuestions,
  readAiQuestions,
  AI_GENERATION_FAILED,
  promptSubject,
  readPrompt,
  withoutCodeFence,
} from './questionPrompt';
import { MILLION, repeated, smallTexts } from '@/test/linearity';

const question = (overrides: Record<string, unknown> = {}) => ({
  question: 'Who built the Red Fort?',
  answers: ['Akbar', 'Shah Jahan', 'Babur', 'Aurangzeb'],
  correctAnswer: 'Shah Jahan',
  subject: 'indian history',
  ...overrides,
});

function replyError(reply: string): AiReplyError {
  try {
    parseAiQuestions(reply);
  } catch (error) {
    expect(error).toBeInstanceOf(AiReplyError);
    return error as AiReplyError;
  }
  throw new Error('Expected parseAiQuestions to throw');
}

describe('buildQuestionPrompt', () => {
  it('asks for 100 simple multiple-choice questions as a JSON array with 4 answers each', () => {
    const prompt = buildQuestionPrompt('  Solar system ', 'Science');
    expect(AI_QUESTION_COUNT).toBe(100);
    expect(AI_TEMPERATURE).toBe(0.7);
    expect(prompt).toContain('Create 100 simple multiple-choice questions.');
    expect(prompt).toContain('Topic: Solar system\n');
    expect(prompt).toContain('Subject: Science\n');
    expect(prompt).toMatch(/exactly 4 answers/);
    expect(prompt).toMatch(/JSON array/);
    for (const field of ['question', 'answers', 'correctAnswer', 'subject']) expect(prompt).toContain(`"${field}"`);
  });

  it("rewrites the subject 'History' (any case) to 'indian history'", () => {
    expect(buildQuestionPrompt('Mughal empire', 'History')).toContain('Subject: indian history');
    expect(buildQuestionPrompt('Mughal empire', ' history ')).toContain('Subject: indian history');
    expect(buildQuestionPrompt('Mughal empire', 'History')).not.toContain('Subject: History');
    expect(promptSubject('HISTORY')).toBe('indian history');
    expect(promptSubject('World History')).toBe('World History');
  });

  it("falls back to the default subject when none is given", () => {
    expect(promptSubject('   ')).toBe('General');
    expect(buildQuestionPrompt('Capitals', '')).toContain('Subject: General');
  });

  it('guides English towards vocabulary, grammar, sentence making and Hindi-to-English', () => {
    const prompt = buildQuestionPrompt('Daily conversation', 'English');
    expect(prompt).toContain('Subject: English');
    expect(prompt).toMatch(/vocabulary/i);
    expect(prompt).toMatch(/grammar/i);
    expect(prompt).toMatch(/sentence making/i);
    expect(prompt).toMatch(/Hindi-to-English/);
    expect(buildQuestionPrompt('Daily conversation', 'english')).toMatch(/Hindi-to-English/);
  });

  it('adds no English guidance to other subjects', () => {
    const prompt = buildQuestionPrompt('Plants', 'Science');
    expect(prompt).not.toMatch(/vocabulary|Hindi-to-English/i);
    expect(prompt.split('\n').every((line) => line.trim() !== '')).toBe(true);
  });
});

describe('readPrompt', () => {
  it('reads topic, subject and count back out of a built prompt', () => {
    expect(readPrompt(buildQuestionPrompt('Mughal empire', 'History'))).toEqual({ topic: 'Mughal empire', subject: 'indian history', count: 100 });
    expect(readPrompt(buildQuestionPrompt('Tenses', 'English'))).toEqual({ topic: 'Tenses', subject: 'English', count: 100 });
  });

  it('defaults the subject and count when the prompt lacks them', () => {
    expect(readPrompt('Create 5 simple multiple-choice questions.\nTopic: Rivers')).toEqual({ topic: 'Rivers', subject: 'General', count: 5 });
    expect(readPrompt('Tell me something')).toEqual({ topic: '', subject: 'General', count: AI_QUESTION_COUNT });
  });
});

describe('parseAiQuestions', () => {
  it('parses a JSON array of questions', () => {
    expect(parseAiQuestions(JSON.stringify([question(), question({ question: 'Who founded the Maurya empire?', answers: ['Ashoka', 'Chandragupta Maurya', 'Bindusara', 'Harsha'], correctAnswer: 'Chandragupta Maurya' })]))).toHaveLength(2);
  });

  it("throws 'AI response is not valid JSON' for prose", () => {
    const error = replyError('Sure! Here are 100 questions about the Mughal empire: 1. Who built the Taj Mahal?');
    expect(error.message).toBe(AI_INVALID_JSON);
    expect(AI_INVALID_JSON).toBe('AI response is not valid JSON');
    expect(error.name).toBe('AiReplyError');
  });

  it("throws 'AI response is not valid JSON' for JSON that holds no list", () => {
    expect(replyError('{"answer": 42}').message).toBe(AI_INVALID_JSON);
    expect(replyError('"just a string"').message).toBe(AI_INVALID_JSON);
    expect(replyError('').message).toBe(AI_INVALID_JSON);
  });

  it("throws 'AI returned no questions.' for an empty array", () => {
    expect(replyError('[]').message).toBe(AI_NO_QUESTIONS);
    expect(AI_NO_QUESTIONS).toBe('AI returned no questions.');
    expect(replyError('{"questions": []}').message).toBe(AI_NO_QUESTIONS);
  });

  it('strips code fences, with or without a json tag', () => {
    const body = JSON.stringify([question()]);
    expect(parseAiQuestions('```json\n' + body + '\n```')).toEqual([question()]);
    expect(parseAiQuestions('```\n' + body + '\n```')).toEqual([question()]);
    expect(parseAiQuestions('  ```JSON ' + body + '```  ')).toEqual([question()]);
  });

  it('accepts an object with a questions array', () => {
    expect(parseAiQuestions(JSON.stringify({ questions: [question()] }))).toEqual([question()]);
  });

  it('drops malformed items and keeps the good ones', () => {
    const good = question();
    const reply = JSON.stringify([
      good,
      question({ answers: ['A', 'B', 'C'] }),
      question({ correctAnswer: 'Not one of the answers' }),
      question({ question: 7 }),
      { question: 'Missing answers' },
      null,
      'text',
      42,
    ]);
    expect(parseAiQuestions(reply)).toEqual([good]);
  });

  it("throws 'AI returned no questions.' when every item is malformed", () => {
    expect(replyError(JSON.stringify([{ question: 'Only a question' }, question({ answers: [] })])).message).toBe(AI_NO_QUESTIONS);
  });

  it('defaults a missing subject', () => {
    const { subject: _omitted, ...withoutSubject } = question();
    void _omitted;
    expect(parseAiQuestions(JSON.stringify([withoutSubject]))).toEqual([{ ...withoutSubject, subject: 'General' }]);
  });

  it('counts the items it drops for being in the wrong shape', () => {
    const good = question();
    const reply = JSON.stringify([good, question({ answers: ['A', 'B', 'C'] }), question({ correctAnswer: 'Nope' }), question({ question: '  ' }), null, good]);
    expect(readAiQuestions(reply)).toEqual({ questions: [good, good], dropped: 4 });
    expect(readAiQuestions(JSON.stringify([good]))).toEqual({ questions: [good], dropped: 0 });
    expect(AI_GENERATION_FAILED).toBe('AI generation failed');
  });
});

describe('withoutCodeFence', () => {
  it('answers what the regular expressions it replaced answered', () => {
    const before = (reply: string) => reply.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
    for (const reply of smallTexts(['```', 'json', 'JSON', ' ', '\n', '[]', 'x', '`'], 5)) expect(withoutCodeFence(reply), JSON.stringify(reply)).toBe(before(reply));
  });

  it('reads a reply with a million spaces in it (the old expression was quadratic)', () => {
    const questions = JSON.stringify([question()]);
    expect(withoutCodeFence(`\`\`\`json${repeated(' ')}${questions}${repeated(' ')}\`\`\``)).toBe(questions);
    expect(withoutCodeFence(`[${repeated(' ')}]`)).toBe(`[${repeated(' ')}]`);
    expect(withoutCodeFence(`\`\`\`${repeated(' \n')}x`)).toBe('x');
  });

  it('drops an answer that is a million spaces long, keeping the rest', () => {
    const reply = JSON.stringify([question(), question({ answers: ['Akbar', `Shah${repeated(' ')}Jahan`, 'Babur', 'Aurangzeb'] })]);
    const read = readAiQuestions(`${reply}${repeated(' ', MILLION)}`);
    expect(read.questions).toEqual([question()]);
    expect(read.dropped).toBe(1);
  });
});
