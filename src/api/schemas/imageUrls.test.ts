/** Image addresses in questions, answers and notifications: none, or http(s) only, on both sides (form and backend share these schemas). */
import { describe, expect, it } from 'vitest';
import { notificationContentSchema, saveQuestionsBodySchema } from './index';

const REFUSED = ['//cdn.example/x.png', 'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:image/png;base64,AAAA', 'blob:http://localhost/1', '/uploads/x.png', 'x.png', 'ftp://host/x.png', 'http://'];
const TAKEN = ['', 'http://localhost:3001/uploads/question_upload-65a1b2c3d4e5f60718293a4b.png', 'https://flagcdn.com/w320/in.png'];

const draft = { question: 'Capital of India?', answers: ['Delhi', 'Mumbai', 'Chennai', 'Kolkata'], correctAnswer: 'Delhi' };
const questionImage = (image: string) => saveQuestionsBodySchema.safeParse({ status: 'live', questions: [{ ...draft, questionImage: image }] });
const answerImage = (image: string) => saveQuestionsBodySchema.safeParse({ status: 'live', questions: [{ ...draft, answerImages: ['', image, '', ''] }] });
const notificationImage = (image: string) => notificationContentSchema.safeParse({ title: 'T', body: 'B', image });

describe.each([
  ['a question image', questionImage, 'questions.0.questionImage', 'Question image'],
  ['an answer image', answerImage, 'questions.0.answerImages.1', 'Answer image'],
  ['a notification image', notificationImage, 'image', 'Image URL'],
] as const)('%s', (_what, parse, path, field) => {
  it.each(REFUSED)('refuses %j', (image) => {
    expect(parse(image).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[path, `${field} must be a web address starting with http:// or https://`]]);
  });
  it.each(TAKEN)('takes %j', (image) => expect(parse(image).success).toBe(true));
  it('refuses an address longer than 2048 characters', () => {
    expect(parse(`https://cdn.example/${'x'.repeat(2048)}.png`).error?.issues[0]?.message).toBe(`${field} must be at most 2048 characters`);
  });
});
