import { describe, expect, it } from 'vitest';
import type { Question } from '@/api/schemas';
import { questionsCsv } from './questionCsv';

const question = (overrides: Partial<Question>): Question => ({
  _id: 'q1',
  question: 'Who founded the Maurya Empire?',
  questionImage: '',
  answers: ['Ashoka', 'Chandragupta Maurya', 'Bindusara', 'Harsha'],
  answerImages: ['', '', '', ''],
  correctAnswer: 'Chandragupta Maurya',
  subject: 'History',
  status: 'live',
  ...overrides,
});

describe('questionsCsv', () => {
  it('writes a line per question: subject, text, answers A to D, the correct one and the picture', () => {
    expect(questionsCsv([question({}), question({ _id: 'q2', question: 'Year of Plassey, in digits?', answers: ['1757', '1764', '1857', '1526'], correctAnswer: '1757', questionImage: 'https://cdn.example/plassey.png' })])).toBe(
      '\uFEFFSubject,Question,Answer A,Answer B,Answer C,Answer D,Correct answer,Question image\r\n' +
        'History,Who founded the Maurya Empire?,Ashoka,Chandragupta Maurya,Bindusara,Harsha,Chandragupta Maurya,\r\n' +
        'History,"Year of Plassey, in digits?",1757,1764,1857,1526,1757,https://cdn.example/plassey.png\r\n',
    );
  });

  it('keeps every answer of a question saved with more or fewer than four', () => {
    const lines = questionsCsv([question({ answers: ['A1', 'A2', 'A3', 'A4', 'A5'] }), question({ _id: 'q2', answers: ['Yes', 'No'], correctAnswer: 'Yes' })]).split('\r\n');
    expect(lines[0]).toBe('\uFEFFSubject,Question,Answer A,Answer B,Answer C,Answer D,Answer E,Correct answer,Question image');
    expect(lines[2]).toBe('History,Who founded the Maurya Empire?,Yes,No,,,,Yes,');
  });

  it('defuses a question or answer a spreadsheet would run', () => {
    expect(questionsCsv([question({ question: '=1+1', answers: ['@SUM(A1)', '+2', '-3', '4'], correctAnswer: '4' })]).split('\r\n')[1]).toBe("History,'=1+1,'@SUM(A1),'+2,'-3,4,4,");
  });

  it('is only the header line for no questions', () => {
    expect(questionsCsv([])).toBe('\uFEFFSubject,Question,Answer A,Answer B,Answer C,Answer D,Correct answer,Question image\r\n');
  });
});
