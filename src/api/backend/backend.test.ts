/**
 * The stand-in backend's calls, run straight through `dispatch` over a fresh copy of the
 * db.json seed with a deterministic context (fixed clock, counter ids, fixed OTP).
 * Every refusal is checked to leave the data exactly as it was (PRODUCT.md point 9).
 */
import { describe, expect, it } from 'vitest';
import seed from '../../../db.json';
import {
  companyExpenseListSchema,
  consultantListSchema,
  consultantResultSchema,
  earningsResultSchema,
  errorBodySchema,
  expenseResultSchema,
  messageResultSchema,
  notificationResultSchema,
  poolListSchema,
  poolResultSchema,
  questionResultSchema,
  questionsBySubjectSchema,
  quizListSchema,
  quizMatchListSchema,
  quizResultSchema,
  saveQuestionsResultSchema,
  sendOtpResultSchema,
  settleResultSchema,
  transactionsResultSchema,
  userNameListSchema,
  verifyOtpResultSchema,
  chatRoomListSchema,
  chatMessageListSchema,
  chatCompletionResponseSchema,
  bookingListSchema,
  appIssueListSchema,
  EXPENSE_TYPE_REQUIRED,
  FILL_EVERY_FIELD,
  PAYMENT_NEEDS_DATE_AND_AMOUNT,
} from '../schemas';
import { AI_QUESTION_COUNT, buildQuestionPrompt, parseAiQuestions } from '../questionPrompt';
import { backendRoutes, databaseSchema, dispatch, type BackendContext, type BackendRequest, type Database, type UploadedFile } from './index';
import type { BackendRoute, DispatchResult, RouteName } from './core';
import { MAX_UPLOAD_BYTES } from './quiz';
import { OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS, SESSION_TTL_HOURS } from './auth';

const seedDb: Database = databaseSchema.parse(seed);
const freshDb = (): Database => structuredClone(seedDb);

const NOW = new Date('2026-11-01T10:00:00.000Z');
const OTP = '123456';
const OPERATOR = seedDb.operators[0]!;

interface TestContext extends BackendContext {
  logs: string[];
  saved: Array<{ file: UploadedFile; storedName: string }>;
  /** Moves the fixed clock on. */
  advance(ms: number): void;
}

function makeContext({ requireAuth = false } = {}): TestContext {
  let ids = 0;
  let tokens = 0;
  let clock = NOW.getTime();
  const logs: string[] = [];
  const saved: TestContext['saved'] = [];
  return {
    logs,
    saved,
    advance: (ms) => {
      clock += ms;
    },
    now: () => new Date(clock),
    newId: () => `test${String(++ids).padStart(20, '0')}`,
    newToken: () => `token-${++tokens}`,
    newOtp: () => OTP,
    saveFile(file, storedName) {
      saved.push({ file, storedName });
      return `http://files.test/uploads/${storedName}`;
    },
    log: (message) => logs.push(message),
    requireAuth,
  };
}

function route(name: RouteName): BackendRoute {
  const found = backendRoutes.find((entry) => entry.name === name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
}

function call(db: Database, name: RouteName, body: unknown = {}, extra: Partial<BackendRequest> = {}, context: BackendContext = makeContext()): DispatchResult {
  return dispatch(db, route(name), { params: {}, body, ...extra }, context);
}

/** A refused call: the status, its message, and the data left exactly as it was. */
function expectRefused(
  db: Database,
  name: RouteName,
  body: unknown,
  status: number,
  message?: string | RegExp,
  extra: Partial<BackendRequest> = {},
  context: BackendContext = makeContext(),
) {
  const before = structuredClone(db);
  const result = call(db, name, body, extra, context);
  expect(result.response.status).toBe(status);
  expect(result.changed).toBe(false);
  expect(result.db).toBe(db);
  expect(db).toEqual(before);
  const error = errorBodySchema.parse(result.response.body);
  if (typeof message === 'string') expect(error.message).toBe(message);
  else if (message) expect(error.message).toMatch(message);
  return error;
}

const consultantByDataid = (db: Database, dataid: string) => db.consultants.find((consultant) => consultant.dataid === dataid)!;
const withEarnings = seedDb.consultants.find((consultant) => Number(consultant.earnings) > 0)!;
const withZeroEarnings = seedDb.consultants.find((consultant) => consultant.earnings === '0')!;
const withoutEarnings = seedDb.consultants.find((consultant) => consultant.earnings === undefined)!;
const inactive = seedDb.consultants.find((consultant) => !consultant.isActive)!;
const active = seedDb.consultants.find((consultant) => consultant.isActive)!;

// ---------------------------------------------------------------------------------------

describe('route table', () => {
  /** SPEC.md section 7, row by row. */
  const specRows: Array<[method: 'POST' | 'PUT', path: string]> = [
    ['POST', '/transactions2'],
    ['POST', '/earnings_dashboard'],
    ['POST', '/settle_payment'],
    ['POST', '/update_bank_details'],
    ['POST', '/unverify_consultant'],
    ['POST', '/verify_consultant2'],
    ['POST', '/verify_consultant'],
    ['POST', '/dashboard_users'],
    ['POST', '/send-notification2'],
    ['POST', '/get-quiz-details'],
    ['POST', '/get-users-by-ids'],
    ['POST', '/questiontable/list'],
    ['POST', '/quiz/list'],
    ['POST', '/api/pool/list'],
    ['POST', '/api/questiontable'],
    ['POST', '/questiontable/make-live'],
    ['POST', '/polladdition'],
    ['POST', '/poll_activate'],
    ['POST', '/api/quiz'],
    ['POST', '/upload23'],
    ['POST', '/api/chat-rooms'],
    ['POST', '/api/chat-messages'],
    ['POST', '/api/company-expenses'],
    ['POST', '/api/company-expenses2'],
    ['PUT', '/api/company-expenses/:expenseType/add-payment'],
    ['POST', '/api/company-expenses/toggle-payment'],
    ['POST', '/api/company-expenses/delete-expense'],
    ['POST', '/api/company-expenses/delete-payment'],
  ];

  it('holds all 28 SPEC.md calls with their exact method and path', () => {
    expect(specRows).toHaveLength(28);
    const table = backendRoutes.map((entry) => `${entry.method} ${entry.path}`);
    for (const [method, path] of specRows) expect(table).toContain(`${method} ${path}`);
  });

  it('has unique names and unique method + path pairs', () => {
    const names = backendRoutes.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    const keys = backendRoutes.map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('guards every call but login behind the operator session', () => {
    const open = backendRoutes.filter((entry) => !entry.auth).map((entry) => entry.name);
    expect(open.sort()).toEqual(['sendOtp', 'verifyOtp']);
  });
});

// ---------------------------------------------------------------------------------------

describe('consultant lists', () => {
  it('dashboard_users answers every consultant', () => {
    const result = call(freshDb(), 'dashboardUsers');
    expect(result.response.status).toBe(200);
    expect(consultantListSchema.parse(result.response.body)).toHaveLength(seedDb.consultants.length);
    expect(result.changed).toBe(false);
  });

  it('earnings_dashboard answers { consultants }', () => {
    const result = call(freshDb(), 'earningsDashboard');
    expect(earningsResultSchema.parse(result.response.body).consultants).toEqual(seedDb.consultants);
  });

  it('transactions2 answers { transactions }', () => {
    const result = call(freshDb(), 'transactions');
    expect(transactionsResultSchema.parse(result.response.body).transactions).toHaveLength(seedDb.transactions.length);
  });

  it('refuses a body that is not an object', () => {
    expectRefused(freshDb(), 'dashboardUsers', 'all', 400);
  });
});

describe('settle_payment', () => {
  it('sets earnings to "0" and records the settlement', () => {
    const db = freshDb();
    const result = call(db, 'settlePayment', { dataid: withEarnings.dataid });
    expect(result.response.status).toBe(200);
    expect(result.changed).toBe(true);
    const answer = settleResultSchema.parse(result.response.body);
    expect(answer.consultant.earnings).toBe('0');
    expect(answer.settlement).toMatchObject({ consultantId: withEarnings._id, dataid: withEarnings.dataid, amount: withEarnings.earnings, settledAt: NOW.toISOString() });
    expect(consultantByDataid(result.db, withEarnings.dataid).earnings).toBe('0');
    expect(result.db.settlements).toEqual([answer.settlement]);
    // The data the call was given is untouched; only result.db carries the change.
    expect(db).toEqual(seedDb);
  });

  it('finds the consultant by record _id too (the earnings toggle sends _id in dataid)', () => {
    const result = call(freshDb(), 'settlePayment', { dataid: withEarnings._id });
    expect(result.response.status).toBe(200);
    expect(result.db.consultants.find((consultant) => consultant._id === withEarnings._id)!.earnings).toBe('0');
  });

  it('refuses when the earnings are 0 or missing', () => {
    expectRefused(freshDb(), 'settlePayment', { dataid: withZeroEarnings.dataid }, 400, /no earnings to settle/);
    expectRefused(freshDb(), 'settlePayment', { dataid: withoutEarnings.dataid }, 400, /no earnings to settle/);
  });

  it('cannot settle the same earnings twice', () => {
    const first = call(freshDb(), 'settlePayment', { dataid: withEarnings.dataid });
    expectRefused(first.db, 'settlePayment', { dataid: withEarnings.dataid }, 400, /no earnings to settle/);
  });

  it('answers 404 for an unknown dataid', () => {
    expectRefused(freshDb(), 'settlePayment', { dataid: 'CRNOSUCHONE0' }, 404, 'No consultant has the ID CRNOSUCHONE0.');
  });

  it('answers 400 with the reasons for a bad body', () => {
    const error = expectRefused(freshDb(), 'settlePayment', { dataid: 5 }, 400);
    expect(error.issues?.some((issue) => issue.startsWith('dataid'))).toBe(true);
    expectRefused(freshDb(), 'settlePayment', {}, 400);
    expectRefused(freshDb(), 'settlePayment', { dataid: '   ' }, 400, 'dataid is required');
  });
});

describe('update_bank_details', () => {
  it('stores the trimmed bank details', () => {
    const result = call(freshDb(), 'updateBankDetails', { dataid: active.dataid, bankDetails: '  HDFC Bank\nA/C 1234\n' });
    expect(result.response.status).toBe(200);
    expect(consultantResultSchema.parse(result.response.body).consultant.bankDetails).toBe('HDFC Bank\nA/C 1234');
    expect(consultantByDataid(result.db, active.dataid).bankDetails).toBe('HDFC Bank\nA/C 1234');
  });

  it('refuses an unknown consultant and overlong details', () => {
    expectRefused(freshDb(), 'updateBankDetails', { dataid: 'nobody', bankDetails: 'x' }, 404);
    expectRefused(freshDb(), 'updateBankDetails', { dataid: active.dataid, bankDetails: 'x'.repeat(2001) }, 400, 'Bank details must be at most 2000 characters');
    expectRefused(freshDb(), 'updateBankDetails', { dataid: active.dataid }, 400);
  });
});

describe('verify / unverify', () => {
  it.each(['verifyConsultant', 'verifyConsultant2'] as const)('%s makes an inactive consultant active', (name) => {
    const result = call(freshDb(), name, { dataid: inactive.dataid });
    expect(result.response.status).toBe(200);
    expect(consultantResultSchema.parse(result.response.body).consultant.isActive).toBe(true);
    expect(consultantByDataid(result.db, inactive.dataid).isActive).toBe(true);
  });

  it('unverify_consultant makes an active consultant inactive', () => {
    const result = call(freshDb(), 'unverifyConsultant', { dataid: active.dataid });
    expect(consultantResultSchema.parse(result.response.body).consultant.isActive).toBe(false);
    expect(consultantByDataid(result.db, active.dataid).isActive).toBe(false);
  });

  it('works by record _id as well', () => {
    const result = call(freshDb(), 'verifyConsultant', { dataid: inactive._id });
    expect(result.db.consultants.find((consultant) => consultant._id === inactive._id)!.isActive).toBe(true);
  });

  it.each(['verifyConsultant', 'verifyConsultant2', 'unverifyConsultant'] as const)('%s answers 404 / 400 without a change', (name) => {
    expectRefused(freshDb(), name, { dataid: 'unknown' }, 404);
    expectRefused(freshDb(), name, { dataid: 5 }, 400);
  });
});

describe('send-notification2', () => {
  const [first, second] = seedDb.consultants;
  const body = {
    title: 'Diwali offer',
    body: 'Sessions are 20% off this week.',
    image: '',
    userIds: [first!.phoneNumber, second!.phoneNumber],
    tokens: [first!.firebasetoken ?? 'default_token', second!.firebasetoken ?? 'default_token'],
  };

  it('records the notification and answers how many it was sent to', () => {
    const result = call(freshDb(), 'sendNotification', body);
    expect(result.response.status).toBe(200);
    const answer = notificationResultSchema.parse(result.response.body);
    expect(answer.sent).toBe(2);
    expect(answer.message).toBe('Notification sent to 2 consultants.');
    expect(result.db.notifications).toEqual([answer.notification]);
    expect(answer.notification).toMatchObject({ title: body.title, userIds: body.userIds, tokens: body.tokens, recipientCount: 2, sentAt: NOW.toISOString() });
  });

  it('refuses when tokens and userIds differ in length', () => {
    expectRefused(freshDb(), 'sendNotification', { ...body, tokens: body.tokens.slice(0, 1) }, 400, 'Each selected consultant needs exactly one push token');
  });

  it('answers 404 for a phone number no consultant has', () => {
    expectRefused(freshDb(), 'sendNotification', { ...body, userIds: [body.userIds[0], '9999999999'] }, 404, /9999999999/);
  });

  it('refuses a missing title, no recipients and a bad image address', () => {
    expectRefused(freshDb(), 'sendNotification', { ...body, title: ' ' }, 400, 'Title is required');
    expectRefused(freshDb(), 'sendNotification', { ...body, userIds: [], tokens: [] }, 400, 'Select at least one consultant');
    expectRefused(freshDb(), 'sendNotification', { ...body, image: 'not a url' }, 400, 'Image must be a web address');
  });
});

// ---------------------------------------------------------------------------------------

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

  it('api/quiz validates its numbers and start time', () => {
    expectRefused(freshDb(), 'createQuiz', { ...quiz, entryFee: '25' }, 400, 'Entry fee must be a number');
    expectRefused(freshDb(), 'createQuiz', { ...quiz, entryFee: -1 }, 400, 'Entry fee cannot be negative');
    expectRefused(freshDb(), 'createQuiz', { ...quiz, timePerQuestion: 1.5 }, 400, 'Time per question must be a whole number');
    expectRefused(freshDb(), 'createQuiz', { ...quiz, numberOfQuestions: 0 }, 400, 'Number of questions must be greater than zero');
    expectRefused(freshDb(), 'createQuiz', { ...quiz, startTime: 'soon' }, 400, 'Must be a valid date and time');
    expectRefused(freshDb(), 'createQuiz', { ...quiz, name: '' }, 400, 'Name is required');
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
    expectRefused(freshDb(), 'createPool', { ...pool, rewards: [{ rankRange: '1-11', prize: '₹10' }] }, 400, 'Reward rank 1-11 is beyond the 10 seats.');
  });

  it('polladdition refuses more entrants than seats, bad seats and bad rank ranges', () => {
    expectRefused(freshDb(), 'createPool', { ...pool, totalSeats: 1, rewards: [], entrants: ['a', 'b'] }, 400, 'A pool cannot have more entrants than seats.');
    expectRefused(freshDb(), 'createPool', { ...pool, totalSeats: 0 }, 400, 'Total seats must be greater than zero');
    expectRefused(freshDb(), 'createPool', { ...pool, rewards: [{ rankRange: '5-2', prize: '₹10' }] }, 400);
    expectRefused(freshDb(), 'createPool', { ...pool, rewards: [{ rankRange: 'top', prize: '₹10' }] }, 400);
  });

  it('poll_activate activates a pool, 404 for an unknown one', () => {
    const target = seedDb.pools.find((entry) => !entry.active)!;
    const result = call(freshDb(), 'activatePool', { id: target._id });
    expect(poolResultSchema.parse(result.response.body)).toMatchObject({ message: 'Pool Activated!', pool: { _id: target._id, active: true } });
    expect(result.db.pools.find((entry) => entry._id === target._id)!.active).toBe(true);
    expectRefused(freshDb(), 'activatePool', { id: 'nope' }, 404);
  });
});

describe('upload23', () => {
  const png = (size = 64): UploadedFile => ({ name: 'Diagram.PNG', type: 'image/png', bytes: new Uint8Array(size).fill(7) });

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
    expectRefused(freshDb(), 'upload', { _id: 'avatar' }, 400, "_id must be 'question_upload' or 'answer_upload'", { file: png() });
  });

  it('answers 413 for an image over 5 MB and saves nothing', () => {
    const context = makeContext();
    expectRefused(freshDb(), 'upload', { _id: 'answer_upload' }, 413, 'Images can be at most 5 MB.', { file: png(MAX_UPLOAD_BYTES + 1) }, context);
    expect(context.saved).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------

describe('chats', () => {
  it('api/chat-rooms answers the rooms', () => {
    expect(chatRoomListSchema.parse(call(freshDb(), 'chatRooms').response.body)).toHaveLength(seedDb.chatRooms.length);
  });

  it("api/chat-messages answers a room's messages, oldest first", () => {
    const db = freshDb();
    db.chatMessages.reverse();
    const roomid = seedDb.chatRooms.find((room) => seedDb.chatMessages.filter((message) => message.roomid === room.roomid).length > 2)!.roomid;
    const messages = chatMessageListSchema.parse(call(db, 'chatMessages', { roomid }).response.body);
    expect(messages.length).toBe(seedDb.chatMessages.filter((message) => message.roomid === roomid).length);
    expect(messages.every((message) => message.roomid === roomid)).toBe(true);
    const times = messages.map((message) => Date.parse(message.createdat));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('api/chat-messages answers an empty list for a room without messages, 404 for an unknown room', () => {
    const quiet = seedDb.chatRooms.find((room) => !seedDb.chatMessages.some((message) => message.roomid === room.roomid))!;
    expect(call(freshDb(), 'chatMessages', { roomid: quiet.roomid }).response.body).toEqual([]);
    expectRefused(freshDb(), 'chatMessages', { roomid: 'room_nope' }, 404);
    expectRefused(freshDb(), 'chatMessages', {}, 400);
  });
});

describe('REST collections', () => {
  it('bookings and app_issues answer their rows', () => {
    expect(bookingListSchema.parse(call(freshDb(), 'bookings', undefined).response.body)).toHaveLength(15);
    expect(appIssueListSchema.parse(call(freshDb(), 'appIssues', undefined).response.body)).toHaveLength(seedDb.app_issues.length);
  });
});

// ---------------------------------------------------------------------------------------

describe('company expenses', () => {
  const [rent, aws, salaries, marketing] = seedDb.companyExpenses as [
    Database['companyExpenses'][number],
    Database['companyExpenses'][number],
    Database['companyExpenses'][number],
    Database['companyExpenses'][number],
  ];
  const expense = (db: Database, id: string) => db.companyExpenses.find((entry) => entry._id === id)!;

  it('api/company-expenses answers the list', () => {
    expect(companyExpenseListSchema.parse(call(freshDb(), 'companyExpenses').response.body)).toEqual(seedDb.companyExpenses);
  });

  it('api/company-expenses2 creates an empty expense type', () => {
    const result = call(freshDb(), 'createExpenseType', { expenseType: '  Travel ', total: 0, isPaid: false, payments: [] });
    expect(result.response.status).toBe(201);
    expect(expenseResultSchema.parse(result.response.body).expense).toMatchObject({ expenseType: 'Travel', total: 0, isPaid: false, payments: [] });
    expect(result.db.companyExpenses.map((entry) => entry.expenseType)).toContain('Travel');
  });

  it('api/company-expenses2 answers 409 for a duplicate name (any case) and 400 for no name', () => {
    expectRefused(freshDb(), 'createExpenseType', { expenseType: rent.expenseType.toUpperCase() }, 409, /already exists/);
    expectRefused(freshDb(), 'createExpenseType', { expenseType: '   ' }, 400, EXPENSE_TYPE_REQUIRED);
    expectRefused(freshDb(), 'createExpenseType', {}, 400, EXPENSE_TYPE_REQUIRED);
  });

  it('add-payment (PUT, expense type in the path) adds the payment and recomputes total and isPaid', () => {
    const result = call(freshDb(), 'addExpensePayment', { date: '2026-11-01', amount: 1500.5, isPaid: true, paidOn: null }, { params: { expenseType: marketing.expenseType } });
    expect(result.response.status).toBe(201);
    const updated = expenseResultSchema.parse(result.response.body).expense;
    expect(updated.payments).toEqual([{ date: '2026-11-01', amount: 1500.5, isPaid: true, paidOn: '2026-11-01' }]);
    expect(updated.total).toBe(1500.5);
    expect(updated.isPaid).toBe(true);
    expect(expense(result.db, marketing._id)).toEqual(updated);

    // An unpaid payment makes the type unpaid again.
    const rentResult = call(freshDb(), 'addExpensePayment', { date: '2026-11-05', amount: 85000, isPaid: false }, { params: { expenseType: rent.expenseType } });
    const rentAfter = expenseResultSchema.parse(rentResult.response.body).expense;
    expect(rentAfter.total).toBe(rent.total + 85000);
    expect(rentAfter.isPaid).toBe(false);
    expect(rentAfter.payments.at(-1)!.paidOn).toBeNull();
  });

  it('add-payment refuses a missing amount, a bad amount and an unknown type', () => {
    const params = { params: { expenseType: aws.expenseType } };
    expectRefused(freshDb(), 'addExpensePayment', { date: '2026-11-01', isPaid: false }, 400, PAYMENT_NEEDS_DATE_AND_AMOUNT, params);
    expectRefused(freshDb(), 'addExpensePayment', { amount: 500, isPaid: false }, 400, PAYMENT_NEEDS_DATE_AND_AMOUNT, params);
    expectRefused(freshDb(), 'addExpensePayment', { date: '', amount: 500 }, 400, PAYMENT_NEEDS_DATE_AND_AMOUNT, params);
    expectRefused(freshDb(), 'addExpensePayment', { date: 'soon', amount: 500 }, 400, 'The payment date is not a valid date', params);
    expectRefused(freshDb(), 'addExpensePayment', { date: '2026-11-01', amount: 0 }, 400, 'The amount must be greater than zero', params);
    expectRefused(freshDb(), 'addExpensePayment', { amount: 10 }, 400, undefined, params);
    expectRefused(freshDb(), 'addExpensePayment', { date: '2026-11-01', amount: 10 }, 404, /No expense type is named Travel/, { params: { expenseType: 'Travel' } });
  });

  it('toggle-payment sets paidOn to today when paid and clears it when unpaid', () => {
    const unpaidIndex = aws.payments.findIndex((payment) => !payment.isPaid);
    const paid = call(freshDb(), 'togglePayment', { expenseId: aws._id, paymentIndex: unpaidIndex });
    expect(paid.response.status).toBe(200);
    expect(expense(paid.db, aws._id).payments[unpaidIndex]).toMatchObject({ isPaid: true, paidOn: '2026-11-01' });

    const unpaid = call(paid.db, 'togglePayment', { expenseId: aws._id, paymentIndex: unpaidIndex });
    expect(expense(unpaid.db, aws._id).payments[unpaidIndex]).toMatchObject({ isPaid: false, paidOn: null });
  });

  it('toggle-payment recomputes isPaid when the last unpaid payment is paid', () => {
    const unpaidIndex = salaries.payments.findIndex((payment) => !payment.isPaid);
    const result = call(freshDb(), 'togglePayment', { expenseId: salaries._id, paymentIndex: unpaidIndex });
    expect(expenseResultSchema.parse(result.response.body).expense.isPaid).toBe(true);
  });

  it('toggle-payment answers 404 for an unknown expense or payment', () => {
    expectRefused(freshDb(), 'togglePayment', { expenseId: 'nope', paymentIndex: 0 }, 404);
    expectRefused(freshDb(), 'togglePayment', { expenseId: aws._id, paymentIndex: aws.payments.length }, 404);
    expectRefused(freshDb(), 'togglePayment', { expenseId: aws._id, paymentIndex: -1 }, 400, 'paymentIndex cannot be negative');
  });

  it('delete-expense removes the type and answers { message }', () => {
    const result = call(freshDb(), 'deleteExpense', { expenseId: rent._id });
    expect(messageResultSchema.parse(result.response.body).message).toBe(`Expense type ${rent.expenseType} deleted.`);
    expect(result.db.companyExpenses.map((entry) => entry._id)).not.toContain(rent._id);
    expectRefused(freshDb(), 'deleteExpense', { expenseId: 'nope' }, 404);
  });

  it('delete-payment removes one payment and recomputes the total', () => {
    const result = call(freshDb(), 'deletePayment', { expenseId: aws._id, paymentIndex: 0 });
    const updated = expenseResultSchema.parse(result.response.body).expense;
    expect(updated.payments).toEqual(aws.payments.slice(1));
    expect(updated.total).toBe(aws.total - aws.payments[0]!.amount);
  });

  it('delete-payment answers 404 for an index out of range', () => {
    expectRefused(freshDb(), 'deletePayment', { expenseId: aws._id, paymentIndex: aws.payments.length }, 404, /has no payment number/);
    expectRefused(freshDb(), 'deletePayment', { expenseId: marketing._id, paymentIndex: 0 }, 404);
  });
});

// ---------------------------------------------------------------------------------------

describe('login', () => {
  const login = { countryCode: '+91', phoneNumber: OPERATOR.phoneNumber };
  const phone = `+91${OPERATOR.phoneNumber}`;

  function sentCode(context = makeContext()) {
    const result = call(freshDb(), 'sendOtp', login, {}, context);
    expect(result.response.status).toBe(200);
    return result.db;
  }

  it('send-otp stores a code, logs it for the operator and answers how long it lasts', () => {
    const context = makeContext();
    const result = call(freshDb(), 'sendOtp', login, {}, context);
    expect(sendOtpResultSchema.parse(result.response.body)).toEqual({ message: `We sent a 6-digit code to ${phone}.`, expiresInSeconds: OTP_TTL_SECONDS });
    expect(result.db.otpRequests).toEqual([{ phone, code: OTP, expiresAt: new Date(NOW.getTime() + OTP_TTL_SECONDS * 1000).toISOString(), attempts: 0 }]);
    expect(context.logs.some((line) => line.includes(phone) && line.includes(OTP))).toBe(true);
  });

  it('send-otp answers 403 for a number that is not an operator, 400 for a bad number', () => {
    expectRefused(freshDb(), 'sendOtp', { countryCode: '+91', phoneNumber: '9000000000' }, 403, 'This number is not registered for the back-office.');
    expectRefused(freshDb(), 'sendOtp', { countryCode: '+91', phoneNumber: '12345' }, 400, 'Please enter a valid phone number.');
  });

  it('verify-otp with the right code answers a token and stores the session', () => {
    const result = call(sentCode(), 'verifyOtp', { ...login, otp: OTP });
    expect(result.response.status).toBe(200);
    const answer = verifyOtpResultSchema.parse(result.response.body);
    expect(answer.user).toEqual({ _id: OPERATOR._id, name: OPERATOR.name, phoneNumber: phone });
    expect(result.db.sessions).toEqual([
      { token: answer.token, userId: OPERATOR._id, phone, createdAt: NOW.toISOString(), expiresAt: new Date(NOW.getTime() + SESSION_TTL_HOURS * 3600_000).toISOString() },
    ]);
    // The code is single-use.
    expect(result.db.otpRequests).toEqual([]);
    expectRefused(result.db, 'verifyOtp', { ...login, otp: OTP }, 400, 'Request a code first.');
  });

  it('signing in sweeps out expired sessions and codes, and keeps live ones', () => {
    const db = sentCode();
    const past = new Date(NOW.getTime() - 1000).toISOString();
    const future = new Date(NOW.getTime() + 3600_000).toISOString();
    db.sessions.push(
      { token: 'stale', userId: OPERATOR._id, phone, createdAt: past, expiresAt: past },
      { token: 'live', userId: OPERATOR._id, phone, createdAt: past, expiresAt: future },
    );
    db.otpRequests.push({ phone: '+919999999999', code: '111111', expiresAt: past, attempts: 0 }, { phone: '+918888888888', code: '222222', expiresAt: future, attempts: 0 });
    const result = call(db, 'verifyOtp', { ...login, otp: OTP });
    expect(result.response.status).toBe(200);
    expect(result.db.sessions.map((session) => session.token)).toEqual(['live', verifyOtpResultSchema.parse(result.response.body).token]);
    expect(result.db.otpRequests.map((entry) => entry.phone)).toEqual(['+918888888888']);
  });

  it('verify-otp counts a wrong code and keeps the count (changed although it answers 400)', () => {
    const result = call(sentCode(), 'verifyOtp', { ...login, otp: '000000' });
    expect(result.response.status).toBe(400);
    expect(errorBodySchema.parse(result.response.body).message).toBe('That code is not right. 4 tries left.');
    expect(result.changed).toBe(true);
    expect(result.db.otpRequests[0]!.attempts).toBe(1);
    expect(result.db.sessions).toEqual([]);
  });

  it(`verify-otp answers 429 after ${OTP_MAX_ATTEMPTS} wrong codes, even for the right one`, () => {
    let db = sentCode();
    for (let attempt = 1; attempt <= OTP_MAX_ATTEMPTS; attempt += 1) {
      const result = call(db, 'verifyOtp', { ...login, otp: '000000' });
      expect(result.response.status).toBe(400);
      db = result.db;
    }
    expect(db.otpRequests[0]!.attempts).toBe(OTP_MAX_ATTEMPTS);
    expectRefused(db, 'verifyOtp', { ...login, otp: OTP }, 429, 'Too many wrong codes. Request a new one.');
    // A new code starts the count again.
    const again = call(db, 'sendOtp', login);
    expect(call(again.db, 'verifyOtp', { ...login, otp: OTP }).response.status).toBe(200);
  });

  it('verify-otp answers 400 for an expired code', () => {
    const context = makeContext();
    const db = sentCode(context);
    context.advance(OTP_TTL_SECONDS * 1000);
    expectRefused(db, 'verifyOtp', { ...login, otp: OTP }, 400, 'The code has expired. Request a new one.', {}, context);
  });

  it('verify-otp refuses a code that is not 6 digits and an unknown number', () => {
    expectRefused(sentCode(), 'verifyOtp', { ...login, otp: '12345' }, 400, 'Enter the 6-digit code');
    expectRefused(sentCode(), 'verifyOtp', { countryCode: '+91', phoneNumber: '9000000000', otp: OTP }, 403);
  });

  it('with auth required, a back-office call answers 401 without a valid session and 200 with one', () => {
    const context = makeContext({ requireAuth: true });
    const signedIn = call(call(freshDb(), 'sendOtp', login, {}, context).db, 'verifyOtp', { ...login, otp: OTP }, {}, context);
    const { token } = verifyOtpResultSchema.parse(signedIn.response.body);
    const db = signedIn.db;

    expectRefused(db, 'earningsDashboard', {}, 401, 'Your session has ended. Please sign in again.', {}, context);
    expectRefused(db, 'earningsDashboard', {}, 401, undefined, { authorization: 'Bearer wrong-token' }, context);
    expectRefused(db, 'settlePayment', { dataid: withEarnings.dataid }, 401, undefined, { authorization: null }, context);

    const answered = call(db, 'earningsDashboard', {}, { authorization: `Bearer ${token}` }, context);
    expect(answered.response.status).toBe(200);
    expect(earningsResultSchema.parse(answered.response.body).consultants).toHaveLength(seedDb.consultants.length);
    const settled = call(db, 'settlePayment', { dataid: withEarnings.dataid }, { authorization: `Bearer ${token}` }, context);
    expect(settled.response.status).toBe(200);

    // The session ends after its lifetime.
    context.advance(SESSION_TTL_HOURS * 3600_000);
    expectRefused(db, 'earningsDashboard', {}, 401, undefined, { authorization: `Bearer ${token}` }, context);
  });
});

// ---------------------------------------------------------------------------------------

describe('stand-in AI (chat completions)', () => {
  const request = (content: string) => ({ model: 'gpt-3.5-turbo', temperature: 0.7, messages: [{ role: 'user', content }] });

  it('answers 100 questions that parseAiQuestions accepts, for a prompt built by buildQuestionPrompt', () => {
    const result = call(freshDb(), 'chatCompletions', request(buildQuestionPrompt('Mughal Empire', 'History')));
    expect(result.response.status).toBe(200);
    const completion = chatCompletionResponseSchema.parse(result.response.body);
    const questions = parseAiQuestions(completion.choices[0]!.message.content);
    expect(questions).toHaveLength(AI_QUESTION_COUNT);
    for (const question of questions) {
      expect(question.answers).toHaveLength(4);
      expect(question.answers).toContain(question.correctAnswer);
      expect(question.question).toContain('Mughal Empire');
    }
    expect(new Set(questions.map((question) => question.question)).size).toBe(AI_QUESTION_COUNT);
  });

  it('answers questions even when the bank is empty', () => {
    const db = freshDb();
    db.questions = [];
    const completion = chatCompletionResponseSchema.parse(call(db, 'chatCompletions', request(buildQuestionPrompt('Tenses', 'English'))).response.body);
    expect(parseAiQuestions(completion.choices[0]!.message.content)).toHaveLength(AI_QUESTION_COUNT);
  });

  it('answers 400 for a prompt with no topic and for a bad request', () => {
    expectRefused(freshDb(), 'chatCompletions', request('Tell me a joke.'), 400, 'The prompt names no topic.');
    expectRefused(freshDb(), 'chatCompletions', { model: 'gpt-3.5-turbo', temperature: 0.7, messages: [] }, 400, 'messages must not be empty');
  });
});

describe('dispatch', () => {
  it('answers 500, logs and keeps nothing when a call fails unexpectedly', () => {
    const context = makeContext();
    const db = freshDb();
    const broken: BackendRoute = {
      ...route('settlePayment'),
      handle(working) {
        working.consultants = [];
        throw new Error('boom');
      },
    };
    const result = dispatch(db, broken, { params: {}, body: {} }, context);
    expect(result.response.status).toBe(500);
    expect(result.changed).toBe(false);
    expect(db).toEqual(seedDb);
    expect(context.logs.join('\n')).toContain('boom');
  });
});
