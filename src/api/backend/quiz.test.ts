/** Quiz matches, questions, quizzes, pools and uploads, run straight through `dispatch` over a fresh copy of the seed. */
import { describe, expect, it } from 'vitest';
import { poolListSchema, poolResultSchema, questionResultSchema, questionsBySubjectSchema, quizListSchema, quizMatchListSchema, quizResultSchema, saveQuestionsResultSchema, userNameListSchema, FILL_EVERY_FIELD, START_TIME_IN_PAST } from '../schemas';
import { type UploadedFile } from './index';
import { MAX_UPLOAD_BYTES } from './quiz';
import { seedDb, freshDb, OPERATOR, makeContext, call, expectRefused } from './testing';

describe('quiz matches and players', () => {
  it('get-quiz-details answers the matches', () => {
    const result = call(freshDb(), 'quizDetails');
    expect(quizMatchListSchema.parse(result.response.body)).toHaveLength(seedDb.quizMatches.length);
  });

  it('get-users-by-ids resolves every quiz match player to a name', () => {
    const ids = [...new Set(seedDb.quizMatches.flatMap((match) => [match.player1.playerId, match.player2.playerId]))];
    const result = call(freshDb(), 'usersByIds', { ids });
    const people = userNameListSchema.parse(result.response.body);
    expect(people.map((person) => person._id).sort()).toEqual([...ids].sort());
    for (const person of people) expect(person.name).not.toBe('');
  });

  it('get-users-by-ids skips unknown ids and refuses a bad body', () => {
    const result = call(freshDb(), 'usersByIds', { ids: ['unknown', OPERATOR._id] });
    expect(result.response.body).toEqual([{ _id: OPERATOR._id, name: OPERATOR.name }]);
    expectRefused(freshDb(), 'usersByIds', { ids: 'all' }, 400);
  });
});

describe('question bank', () => {
  const draft = { question: 'Which river is called Dakshin Ganga?', answers: ['Godavari', 'Krishna', 'Kaveri', 'Narmada'], correctAnswer: 'Godavari' };

  it('questiontable/list groups questions by subject and filters by status', () => {
    for (const status of ['live', 'not_live'] as const) {
      const grouped = questionsBySubjectSchema.parse(call(freshDb(), 'questionList', { status }).response.body);
      const all = Object.entries(grouped).flatMap(([subject, questions]) => questions.map((question) => ({ subject, question })));
      expect(all).toHaveLength(seedDb.questions.filter((question) => question.status === status).length);
      for (const { subject, question } of all) {
        expect(question.subject).toBe(subject);
        expect(question.status).toBe(status);
      }
    }
  });

  it('questiontable/list refuses an unknown status', () => {
    expectRefused(freshDb(), 'questionList', { status: 'draft' }, 400);
  });

  it('api/questiontable saves trimmed questions under the subject and status', () => {
    const result = call(freshDb(), 'saveQuestions', { status: 'not_live', subject: 'Geography', questions: [{ ...draft, question: `  ${draft.question} ` }] });
    expect(result.response.status).toBe(201);
    const answer = saveQuestionsResultSchema.parse(result.response.body);
    expect(answer.message).toBe('Saved!');
    expect(answer.questions[0]).toMatchObject({ question: draft.question, answers: draft.answers, correctAnswer: 'Godavari', subject: 'Geography', status: 'not_live' });
    const listed = questionsBySubjectSchema.parse(call(result.db, 'questionList', { status: 'not_live' }).response.body);
    expect(listed.Geography?.map((question) => question.question)).toEqual([draft.question]);
  });

  it('api/questiontable: a retry with the same Idempotency-Key answers the questions it saved and saves nothing more', () => {
    const body = { status: 'not_live', subject: 'Geography', questions: [draft, { ...draft, question: 'Which river flows through Hampi?', correctAnswer: 'Krishna' }] };
    const key = { idempotencyKey: 'save-key-00000001' };
    const first = call(freshDb(), 'saveQuestions', body, key);
    expect(first.response.status).toBe(201);
    const saved = saveQuestionsResultSchema.parse(first.response.body).questions;
    expect(saved.map((question) => question.idempotencyKey)).toEqual(['save-key-00000001', 'save-key-00000001']);

    const retry = call(first.db, 'saveQuestions', body, key);
    expect(retry.response.status).toBe(200);
    expect(saveQuestionsResultSchema.parse(retry.response.body)).toMatchObject({ message: 'Those questions were already saved.', questions: saved, replayed: true });
    expect(retry.changed).toBe(false);
    expect(retry.db.questions).toHaveLength(first.db.questions.length);

    // Made live since: still the same save.
    const live = call(first.db, 'makeQuestionLive', { id: saved[0]!._id });
    expect(call(live.db, 'saveQuestions', body, key).response.body).toMatchObject({ replayed: true });
    // The key with other questions, another subject or fewer of them is a mistake, not a retry.
    const refused = 'This save key was already used for other questions. Save them again.';
    expectRefused(first.db, 'saveQuestions', { ...body, questions: [body.questions[1], body.questions[0]] }, 409, refused, key);
    expectRefused(first.db, 'saveQuestions', { ...body, subject: 'History' }, 409, refused, key);
    expectRefused(first.db, 'saveQuestions', { ...body, questions: [draft] }, 409, refused, key);
    expectRefused(first.db, 'saveQuestions', body, 400, /Idempotency-Key/, { idempotencyKey: 'short' });
    // Without a key, or with another, it is another save.
    expect(call(first.db, 'saveQuestions', body).db.questions).toHaveLength(first.db.questions.length + 2);
    expect(call(first.db, 'saveQuestions', body, { idempotencyKey: 'save-key-00000002' }).db.questions).toHaveLength(first.db.questions.length + 2);
  });

  it("api/questiontable refuses with 'Fill every field' when an answer is empty", () => {
    expectRefused(freshDb(), 'saveQuestions', { status: 'live', subject: 'General', questions: [{ ...draft, answers: ['Godavari', '', 'Kaveri', 'Narmada'] }] }, 400, FILL_EVERY_FIELD);
    expectRefused(freshDb(), 'saveQuestions', { status: 'live', subject: 'General', questions: [{ ...draft, question: ' ' }] }, 400, FILL_EVERY_FIELD);
  });

  it('api/questiontable refuses a correct answer that is not among the answers', () => {
    expectRefused(freshDb(), 'saveQuestions', { status: 'live', subject: 'General', questions: [{ ...draft, correctAnswer: 'Ganga' }] }, 400, 'The correct answer must be one of the four answers');
  });

  it('api/questiontable saves nothing when one question of several is bad', () => {
    expectRefused(freshDb(), 'saveQuestions', { status: 'live', subject: 'General', questions: [draft, { ...draft, answers: ['a', 'b', 'c'] }] }, 400);
    expectRefused(freshDb(), 'saveQuestions', { status: 'live', subject: 'General', questions: [] }, 400, 'Add at least one question');
  });

  it('questiontable/make-live makes a question live', () => {
    const pending = seedDb.questions.find((question) => question.status === 'not_live')!;
    const result = call(freshDb(), 'makeQuestionLive', { id: pending._id });
    expect(questionResultSchema.parse(result.response.body).question.status).toBe('live');
    expect(result.db.questions.find((question) => question._id === pending._id)!.status).toBe('live');
    // One version up; made live again (a colleague's click meanwhile) it changes nothing and logs nothing.
    expect(questionResultSchema.parse(result.response.body).question.version).toBe((pending.version ?? 0) + 1);
    const again = call(result.db, 'makeQuestionLive', { id: pending._id });
    expect(again.response.status).toBe(200);
    expect(again.changed).toBe(false);
  });

  it('questiontable/make-live answers 404 for an unknown id', () => {
    expectRefused(freshDb(), 'makeQuestionLive', { id: 'nope' }, 404);
    expectRefused(freshDb(), 'makeQuestionLive', {}, 400);
  });
});

describe('quizzes', () => {
  const quiz = { name: 'Weekend Science Sprint', prize: '₹2,000', entryFee: 25, timePerQuestion: 20, numberOfQuestions: 15, startTime: '2026-11-15T18:30', active: true, domain: 'Science', prompt: '' };

  it('quiz/list filters by active', () => {
    for (const activeFlag of [true, false]) {
      const quizzes = quizListSchema.parse(call(freshDb(), 'quizList', { active: activeFlag }).response.body);
      expect(quizzes.length).toBe(seedDb.quizzes.filter((entry) => entry.active === activeFlag).length);
      for (const entry of quizzes) expect(entry.active).toBe(activeFlag);
    }
    expectRefused(freshDb(), 'quizList', { active: 'yes' }, 400, 'active must be true or false');
  });

  it('api/quiz adds the quiz with an ISO start time', () => {
    const result = call(freshDb(), 'createQuiz', quiz);
    expect(result.response.status).toBe(201);
    const answer = quizResultSchema.parse(result.response.body);
    expect(answer.message).toBe('Quiz added successfully!');
    expect(answer.quiz).toMatchObject({ name: quiz.name, entryFee: 25, timePerQuestion: 20, numberOfQuestions: 15 });
    expect(answer.quiz.startTime).toBe(new Date(quiz.startTime).toISOString());
    const listed = quizListSchema.parse(call(result.db, 'quizList', { active: true }).response.body);
    expect(listed.map((entry) => entry.name)).toContain(quiz.name);
  });

  it('api/quiz: a retry with the same Idempotency-Key answers the quiz it created and creates no other', () => {
    const key = { idempotencyKey: 'quiz-key-00000001' };
    const first = call(freshDb(), 'createQuiz', quiz, key);
    const created = quizResultSchema.parse(first.response.body).quiz;
    expect(created.idempotencyKey).toBe('quiz-key-00000001');
    const retry = call(first.db, 'createQuiz', quiz, key);
    expect(retry.response.status).toBe(200);
    expect(quizResultSchema.parse(retry.response.body)).toMatchObject({ message: 'Quiz added successfully!', quiz: created, replayed: true });
    expect(retry.changed).toBe(false);
    expectRefused(first.db, 'createQuiz', { ...quiz, name: 'Another quiz' }, 409, 'This quiz key was already used for Weekend Science Sprint. Create the quiz again.', key);
    // Without a key, or with another, it is another quiz when the operator says so (samePool.test.ts: the same name minutes later is asked about).
    expect(call(first.db, 'createQuiz', { ...quiz, createAgain: true }).db.quizzes).toHaveLength(first.db.quizzes.length + 1);
    expect(call(first.db, 'createQuiz', { ...quiz, createAgain: true }, { idempotencyKey: 'quiz-key-00000002' }).db.quizzes).toHaveLength(first.db.quizzes.length + 1);
  });

  it('api/quiz validates its numbers and start time', () => {
    expectRefused(freshDb(), 'createQuiz', { ...quiz, entryFee: '25' }, 400, 'Entry fee must be a number');
    expectRefused(freshDb(), 'createQuiz', { ...quiz, entryFee: -1 }, 400, 'Entry fee cannot be negative');
    expectRefused(freshDb(), 'createQuiz', { ...quiz, timePerQuestion: 1.5 }, 400, 'Time per question must be a whole number');
    expectRefused(freshDb(), 'createQuiz', { ...quiz, numberOfQuestions: 0 }, 400, 'Number of questions must be greater than zero');
    expectRefused(freshDb(), 'createQuiz', { ...quiz, startTime: 'soon' }, 400, 'Must be a valid date and time');
    expectRefused(freshDb(), 'createQuiz', { ...quiz, name: '' }, 400, 'Name is required');
  });

  it('api/quiz refuses a start time in the past, with the field that is at fault', () => {
    const now = makeContext().now().getTime();
    expectRefused(freshDb(), 'createQuiz', { ...quiz, startTime: new Date(now - 5 * 60_000).toISOString() }, 400, START_TIME_IN_PAST);
    const answer = call(freshDb(), 'createQuiz', { ...quiz, startTime: new Date(now - 5 * 60_000).toISOString() }).response;
    expect(answer.body).toMatchObject({ issues: [{ path: 'startTime', message: START_TIME_IN_PAST }] });
    // Within the minute's grace (a datetime-local without seconds) it is taken.
    expect(call(freshDb(), 'createQuiz', { ...quiz, startTime: new Date(now - 30_000).toISOString() }).response.status).toBe(201);
  });
});

describe('pools', () => {
  const pool = { name: 'Weekly Mega Pool', prize: '₹10,000', totalSeats: 10, entryFee: '₹49', rewards: [{ rankRange: '1', prize: '₹5,000' }, { rankRange: '2-10', prize: '₹500' }], entrants: [] };

  it('api/pool/list filters by status', () => {
    const activePools = poolListSchema.parse(call(freshDb(), 'poolList', { status: 'active' }).response.body);
    const inactivePools = poolListSchema.parse(call(freshDb(), 'poolList', { status: 'inactive' }).response.body);
    expect(activePools.every((entry) => entry.active)).toBe(true);
    expect(inactivePools.every((entry) => !entry.active)).toBe(true);
    expect(activePools.length + inactivePools.length).toBe(seedDb.pools.length);
    expectRefused(freshDb(), 'poolList', { status: 'all' }, 400);
  });

  it('polladdition creates an inactive pool', () => {
    const result = call(freshDb(), 'createPool', pool);
    expect(result.response.status).toBe(201);
    const answer = poolResultSchema.parse(result.response.body);
    expect(answer.message).toBe('Pool Created Successfully!');
    expect(answer.pool).toMatchObject({ name: pool.name, totalSeats: 10, active: false });
    expect(result.db.pools).toHaveLength(seedDb.pools.length + 1);
  });

  it('polladdition refuses a reward rank beyond the seats', () => {
    const result = expectRefused(freshDb(), 'createPool', { ...pool, rewards: [{ rankRange: '1', prize: '₹10' }, { rankRange: '2-11', prize: '₹10' }] }, 400, 'Rank 2-11 is beyond the 10 seats');
    expect(result.issues).toEqual([{ path: 'rewards.1.rankRange', message: 'Rank 2-11 is beyond the 10 seats' }]);
  });

  it('polladdition refuses overlapping reward ranges, naming the later one', () => {
    const result = expectRefused(freshDb(), 'createPool', { ...pool, rewards: [{ rankRange: '1-5', prize: '₹100' }, { rankRange: '6-8', prize: '₹50' }, { rankRange: '5-10', prize: '₹10' }] }, 400, 'Rank 5-10 overlaps 1-5');
    expect(result.issues).toEqual([{ path: 'rewards.2.rankRange', message: 'Rank 5-10 overlaps 1-5' }]);
    expectRefused(freshDb(), 'createPool', { ...pool, rewards: [{ rankRange: '3', prize: '₹100' }, { rankRange: '3', prize: '₹50' }] }, 400, 'Rank 3 overlaps 3');
  });

  it('polladdition refuses a reward without a prize and a rank 0', () => {
    expectRefused(freshDb(), 'createPool', { ...pool, rewards: [{ rankRange: '1', prize: ' ' }] }, 400, 'Reward prize is required');
    expectRefused(freshDb(), 'createPool', { ...pool, rewards: [{ rankRange: '0-3', prize: '₹1' }] }, 400, 'Ranks start at 1');
  });

  it('polladdition refuses more entrants than seats, bad seats and bad rank ranges', () => {
    expectRefused(freshDb(), 'createPool', { ...pool, totalSeats: 1, rewards: [], entrants: ['a', 'b'] }, 400, 'A pool cannot have more entrants than seats.');
    expectRefused(freshDb(), 'createPool', { ...pool, totalSeats: 0 }, 400, 'Total seats must be greater than zero');
    expectRefused(freshDb(), 'createPool', { ...pool, totalSeats: 2.5 }, 400, 'Total seats must be a whole number');
    expectRefused(freshDb(), 'createPool', { ...pool, rewards: [{ rankRange: '5-2', prize: '₹10' }] }, 400, 'The first rank must be at most the last');
    expectRefused(freshDb(), 'createPool', { ...pool, rewards: [{ rankRange: 'top', prize: '₹10' }] }, 400, 'Write a rank or a range such as 1-10');
  });

  it('poll_activate activates a pool, 404 for an unknown one', () => {
    const target = seedDb.pools.find((entry) => !entry.active)!;
    const result = call(freshDb(), 'activatePool', { id: target._id });
    expect(poolResultSchema.parse(result.response.body)).toMatchObject({ message: 'Pool Activated!', pool: { _id: target._id, active: true } });
    expect(result.db.pools.find((entry) => entry._id === target._id)!.active).toBe(true);
    expect(poolResultSchema.parse(result.response.body).pool.version).toBe((target.version ?? 0) + 1);
    expect(call(result.db, 'activatePool', { id: target._id }).changed).toBe(false);
    expectRefused(freshDb(), 'activatePool', { id: 'nope' }, 404);
  });
});

describe('upload23', () => {
  const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const png = (size = 64): UploadedFile => {
    const bytes = new Uint8Array(size).fill(7);
    bytes.set(PNG_SIGNATURE);
    return { name: 'Diagram.PNG', type: 'image/png', bytes };
  };
  const ascii = (text: string) => new TextEncoder().encode(text);

  it('stores the image and answers its URL as text', () => {
    const context = makeContext();
    const result = call(freshDb(), 'upload', { _id: 'question_upload' }, { file: png() }, context);
    expect(result.response.status).toBe(201);
    expect(result.response.type).toBe('text');
    const url = result.response.body as string;
    expect(url).toMatch(/^http:\/\/files\.test\/uploads\/question_upload-test\d+\.png$/);
    expect(context.saved).toHaveLength(1);
    expect(context.saved[0]!.file.bytes).toEqual(png().bytes);
    expect(result.db.uploads).toEqual([expect.objectContaining({ kind: 'question_upload', filename: 'Diagram.PNG', contentType: 'image/png', url })]);
  });

  it('refuses a file that is not an image, a missing file and a bad _id', () => {
    expectRefused(freshDb(), 'upload', { _id: 'answer_upload' }, 400, 'Only PNG, JPEG, GIF or WebP images can be uploaded.', { file: { name: 'notes.txt', type: 'text/plain', bytes: new Uint8Array([1]) } });
    expectRefused(freshDb(), 'upload', { _id: 'answer_upload' }, 400, 'Only PNG, JPEG, GIF or WebP images can be uploaded.', { file: { name: 'logo.svg', type: 'image/svg+xml', bytes: new TextEncoder().encode('<svg onload="alert(1)"/>') } });
    expectRefused(freshDb(), 'upload', { _id: 'answer_upload' }, 400, 'Choose an image file to upload.', { file: null });
    // What the sender declares does not count: the bytes do.
    const page = { name: 'evil.html', type: 'image/png', bytes: ascii('<html><script>alert(document.domain)</script></html>') };
    expectRefused(freshDb(), 'upload', { _id: 'answer_upload' }, 400, 'Only PNG, JPEG, GIF or WebP images can be uploaded.', { file: page });
    const svg = { name: 'x.svg', type: 'image/png', bytes: ascii('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') };
    expectRefused(freshDb(), 'upload', { _id: 'answer_upload' }, 400, 'Only PNG, JPEG, GIF or WebP images can be uploaded.', { file: svg });
    expectRefused(freshDb(), 'upload', { _id: 'avatar' }, 400, "_id must be 'question_upload' or 'answer_upload'", { file: png() });
  });

  it('stores an image under the extension of the type its bytes show, whatever its name or declared type', () => {
    const cases: Array<[number[], string, string]> = [
      [PNG_SIGNATURE, '.png', 'image/png'],
      [[0xff, 0xd8, 0xff, 0xe0], '.jpg', 'image/jpeg'],
      [[...ascii('GIF89a')], '.gif', 'image/gif'],
      [[...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8 ')], '.webp', 'image/webp'],
    ];
    for (const [signature, extension, contentType] of cases) {
      const context = makeContext();
      const bytes = new Uint8Array(32);
      bytes.set(signature);
      const result = call(freshDb(), 'upload', { _id: 'answer_upload' }, { file: { name: 'evil.html', type: 'text/html', bytes } }, context);
      expect(result.response.status).toBe(201);
      expect(context.saved[0]!.storedName).toMatch(new RegExp(`^answer_upload-test\\d+\\${extension}$`));
      expect(result.db.uploads[0]).toMatchObject({ filename: 'evil.html', contentType });
    }
  });

  it('answers 413 for an image over 5 MB and saves nothing', () => {
    const context = makeContext();
    expectRefused(freshDb(), 'upload', { _id: 'answer_upload' }, 413, 'Images can be at most 5 MB.', { file: png(MAX_UPLOAD_BYTES + 1) }, context);
    expect(context.saved).toEqual([]);
  });
});

