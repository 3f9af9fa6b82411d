/**
 * The question-bank calls: the lists, saving, making live and the image upload.
 * The method, URL and payload each call sends over the wire, and that the stand-in backend's
 * answer (from the db.json seed) parses. Shared setup: callTesting.ts.
 */
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { describe, expect, it, vi } from 'vitest';
import { expectApiCall, recordRequests, seed } from './callTesting';
import { fetchQuestions, saveQuestions, makeQuestionLive, uploadImage } from './questions';

recordRequests();

describe('SPEC.md section 7 calls: quiz, questions, pools, upload', () => {
  it.each(['live', 'not_live'] as const)('POST /questiontable/list {status: %s} → questions grouped by subject', async (status) => {
    const answer = await fetchQuestions(status);
    expect((await expectApiCall('POST', '/questiontable/list')).json).toEqual({ status });
    const all = Object.values(answer).flat();
    expect(all).toHaveLength(seed().questions.filter((question) => question.status === status).length);
    for (const [subject, questions] of Object.entries(answer)) {
      for (const question of questions) expect(question).toMatchObject({ subject, status });
    }
  });

  it('POST /api/questiontable {status, subject, questions[]}', async () => {
    const body = {
      status: 'not_live' as const,
      subject: 'Science',
      questions: [
        {
          question: 'Which planet is known as the Red Planet?',
          questionImage: '',
          answers: ['Venus', 'Mars', 'Jupiter', 'Saturn'],
          answerImages: ['', '', '', ''],
          correctAnswer: 'Mars',
        },
      ],
    };
    const answer = await saveQuestions(body);
    expect((await expectApiCall('POST', '/api/questiontable')).json).toEqual(body);
    expect(answer.questions).toHaveLength(1);
    expect(answer.questions[0]).toMatchObject({ question: body.questions[0]!.question, subject: 'Science', status: 'not_live' });
  });

  it('POST /questiontable/make-live {id}', async () => {
    const question = seed().questions.find((entry) => entry.status === 'not_live')!;
    const answer = await makeQuestionLive(question._id);
    expect((await expectApiCall('POST', '/questiontable/make-live')).json).toEqual({ id: question._id });
    expect(answer.question).toMatchObject({ _id: question._id, status: 'live' });
  });

  /**
   * jsdom's Blob/File/FormData are not the ones Node's fetch (undici) parses a multipart body
   * into, so the MSW handler's `file instanceof Blob` fails across the two realms and the
   * backend sees no file. Run the upload with Node's own classes, as one realm like a browser.
   */
  async function useNodeFileClasses() {
    const probe = await new Response('a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData();
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
    vi.stubGlobal('FormData', probe.constructor);
  }

  it.each(['question_upload', 'answer_upload'] as const)('POST /upload23 multipart (file, _id=%s) → the image URL as text', async (kind) => {
    await useNodeFileClasses();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'diagram.png', { type: 'image/png' });
    const url = await uploadImage(file, kind);
    const wire = await expectApiCall('POST', '/upload23');
    expect(wire.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(wire.json).toBeUndefined();
    expect(wire.form).toBeDefined();
    expect([...wire.form!.keys()].sort()).toEqual(['_id', 'file']);
    expect(wire.form!.get('_id')).toBe(kind);
    const sentFile = wire.form!.get('file');
    expect(sentFile).toBeInstanceOf(Blob);
    expect((sentFile as File).name).toBe('diagram.png');
    expect((sentFile as File).size).toBe(8);

    expect(typeof url).toBe('string');
    expect(url.length).toBeGreaterThan(0);
    expect(url).not.toMatch(/^"/);
    expect(seed().uploads).toEqual([expect.objectContaining({ kind, filename: 'diagram.png', url })]);
  });

  it('an uploaded image is served at the http address it answered, and a question saved with it is accepted', async () => {
    await useNodeFileClasses();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const url = await uploadImage(new File([bytes], 'diagram.png', { type: 'image/png' }), 'question_upload');
    expect(url).toMatch(/^http:\/\/[^/]+\/uploads\/question_upload-[0-9a-f]+\.png$/);
    const served = await fetch(url);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const question = { question: 'What does the diagram show?', questionImage: url, answers: ['A', 'B', 'C', 'D'], answerImages: [url, '', '', ''], correctAnswer: 'A' };
    await expect(saveQuestions({ status: 'not_live', subject: 'Science', questions: [question] })).resolves.toBeDefined();
  });
});
