/**
 * Every call of SPEC.md section 7 (plus login, the REST collections and the AI call):
 * the method, URL and payload that go over the wire, and that the stand-in backend's
 * answer (from the db.json seed) parses.
 */
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { buildQuestionPrompt } from '@/api/questionPrompt';
import { clearSession, getSession, saveSession } from '@/api/session';
import { DEFAULT_ERROR_MESSAGE, empty, error, getMockDb, handlersOf, loading, MOCK_OTP, setMockAuthRequired } from './mocks';
import { server } from './mocks/node';
import { generateAiQuestions } from './ai';
import { sendOtp, verifyOtp } from './auth';
import { fetchChatMessages, fetchChatRooms } from './chat';
import { fetchDashboardUsers, fetchUsersByIds, unverifyConsultant, verifyConsultant, verifyConsultant2 } from './consultants';
import { fetchEarnings, settlePayment, updateBankDetails } from './earnings';
import {
  addExpensePayment,
  createExpenseType,
  deleteExpense,
  deleteExpensePayment,
  fetchCompanyExpenses,
  toggleExpensePayment,
} from './expenses';
import { ApiError } from './http';
import { sendNotification } from './notifications';
import { fetchAppIssues, fetchBookings } from './operations';
import { activatePool, createPool, fetchPools } from './pools';
import { fetchQuestions, makeQuestionLive, saveQuestions, uploadImage } from './questions';
import { createQuiz, fetchQuizMatches, fetchQuizzes } from './quiz';
import { fetchTransactions } from './transactions';

// ---------------------------------------------------------------------------------------
// What went over the wire

interface Wire {
  method: string;
  url: URL;
  headers: Headers;
  /** The parsed JSON body; undefined when there was no body. */
  json?: unknown;
  form?: FormData;
}

let pending: Array<Promise<Wire>> = [];

async function read(request: Request): Promise<Wire> {
  const wire: Wire = { method: request.method, url: new URL(request.url), headers: request.headers };
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
    wire.form = await request.formData();
  } else if (request.method !== 'GET' && request.method !== 'HEAD') {
    const text = await request.text();
    wire.json = text === '' ? undefined : JSON.parse(text);
  }
  return wire;
}

const onRequestStart = ({ request }: { request: Request }) => {
  pending.push(read(request.clone()));
};

beforeEach(() => {
  pending = [];
  server.events.on('request:start', onRequestStart);
});

afterEach(() => {
  server.events.removeListener('request:start', onRequestStart);
  vi.unstubAllGlobals();
});

/** Every request sent since the test began. */
async function sent(): Promise<Wire[]> {
  return Promise.all(pending);
}

/** The one request the test sent. */
async function sentOnce(): Promise<Wire> {
  const all = await sent();
  expect(all.map((wire) => `${wire.method} ${wire.url.pathname}`)).toHaveLength(1);
  return all[0]!;
}

const API = new URL(config.apiBaseUrl);

/** Asserts method, host (the configured API host) and exact path, and answers the JSON payload. */
async function expectApiCall(method: string, pathname: string): Promise<Wire> {
  const wire = await sentOnce();
  expect(wire.method).toBe(method);
  expect(wire.url.origin).toBe(API.origin);
  expect(wire.url.pathname).toBe(pathname);
  expect(wire.url.search).toBe('');
  if (wire.json !== undefined) expect(wire.headers.get('Content-Type')).toBe('application/json');
  return wire;
}

const seed = () => getMockDb();

function consultantWithEarnings() {
  const consultant = seed().consultants.find((entry) => Number(entry.earnings) > 0);
  if (!consultant) throw new Error('The seed has no consultant with earnings');
  return structuredClone(consultant);
}

// ---------------------------------------------------------------------------------------

describe('SPEC.md section 7 calls: consultants, earnings, transactions, notifications', () => {
  it('POST /transactions2 {} → { transactions[] }', async () => {
    const answer = await fetchTransactions();
    expect((await expectApiCall('POST', '/transactions2')).json).toEqual({});
    expect(answer.transactions).toHaveLength(seed().transactions.length);
    expect(answer.transactions.length).toBeGreaterThan(0);
  });

  it('POST /earnings_dashboard {} → { consultants[] }', async () => {
    const answer = await fetchEarnings();
    expect((await expectApiCall('POST', '/earnings_dashboard')).json).toEqual({});
    expect(answer.consultants).toHaveLength(seed().consultants.length);
  });

  it('POST /settle_payment {dataid} with an Idempotency-Key: earnings become "0" and a settlement is kept', async () => {
    const consultant = consultantWithEarnings();
    const answer = await settlePayment(consultant.dataid, { idempotencyKey: 'settle-key-0001' });
    const wire = await expectApiCall('POST', '/settle_payment');
    expect(wire.json).toEqual({ dataid: consultant.dataid });
    expect(wire.headers.get('Idempotency-Key')).toBe('settle-key-0001');
    expect(answer.consultant).toMatchObject({ _id: consultant._id, earnings: '0' });
    expect(answer.settlement).toMatchObject({ consultantId: consultant._id, dataid: consultant.dataid, amount: consultant.earnings, idempotencyKey: 'settle-key-0001' });
    expect(seed().settlements).toHaveLength(1);
  });

  it('a retried settlement with the same key answers the first record and records nothing new', async () => {
    const consultant = consultantWithEarnings();
    const first = await settlePayment(consultant.dataid, { idempotencyKey: 'settle-key-0002' });
    await sentOnce();
    const retry = await settlePayment(consultant.dataid, { idempotencyKey: 'settle-key-0002' });
    expect(retry.replayed).toBe(true);
    expect(retry.settlement).toEqual(first.settlement);
    expect(seed().settlements).toHaveLength(1);
  });

  it('POST /update_bank_details {dataid, bankDetails}', async () => {
    const consultant = consultantWithEarnings();
    const bankDetails = 'HDFC Bank\nA/C 1234567890\nIFSC HDFC0001234';
    const answer = await updateBankDetails(consultant.dataid, bankDetails);
    expect((await expectApiCall('POST', '/update_bank_details')).json).toEqual({ dataid: consultant.dataid, bankDetails });
    expect(answer.consultant.bankDetails).toBe(bankDetails);
    expect(typeof answer.message).toBe('string');
  });

  it('POST /unverify_consultant {dataid}: the earnings toggle sends the record _id as dataid', async () => {
    const consultant = seed().consultants.find((entry) => entry.isActive)!;
    expect(consultant._id).not.toBe(consultant.dataid);
    const answer = await unverifyConsultant(consultant._id);
    expect((await expectApiCall('POST', '/unverify_consultant')).json).toEqual({ dataid: consultant._id });
    expect(answer.consultant).toMatchObject({ _id: consultant._id, isActive: false });
    expect(seed().consultants.find((entry) => entry._id === consultant._id)?.isActive).toBe(false);
  });

  it('POST /verify_consultant2 {dataid}', async () => {
    const consultant = seed().consultants.find((entry) => !entry.isActive)!;
    const answer = await verifyConsultant2(consultant._id);
    expect((await expectApiCall('POST', '/verify_consultant2')).json).toEqual({ dataid: consultant._id });
    expect(answer.consultant).toMatchObject({ _id: consultant._id, isActive: true });
  });

  it('POST /verify_consultant {dataid}', async () => {
    const consultant = seed().consultants.find((entry) => !entry.isActive)!;
    const answer = await verifyConsultant(consultant.dataid);
    expect((await expectApiCall('POST', '/verify_consultant')).json).toEqual({ dataid: consultant.dataid });
    expect(answer.consultant).toMatchObject({ _id: consultant._id, isActive: true });
  });

  it('POST /dashboard_users {} → list of consultants', async () => {
    const answer = await fetchDashboardUsers();
    expect((await expectApiCall('POST', '/dashboard_users')).json).toEqual({});
    expect(answer.map((consultant) => consultant._id)).toEqual(seed().consultants.map((consultant) => consultant._id));
  });

  it('POST /send-notification2 {title, body, image, userIds[], tokens[]}', async () => {
    const [first, second] = seed().consultants;
    const body = {
      title: 'New feature',
      body: 'Chat with your followers now.',
      image: 'https://cdn.example.test/banner.png',
      userIds: [first!.phoneNumber, second!.phoneNumber],
      tokens: [first!.firebasetoken ?? 'default_token', second!.firebasetoken ?? 'default_token'],
    };
    const answer = await sendNotification(body);
    expect((await expectApiCall('POST', '/send-notification2')).json).toEqual(body);
    expect(answer.sent).toBe(2);
    expect(answer.notification).toMatchObject({ title: body.title, userIds: body.userIds, recipientCount: 2 });
  });

  it('POST /get-users-by-ids {ids[]} → [{_id, name}]', async () => {
    const [user] = seed().users;
    const [consultant] = seed().consultants;
    const ids = [user!._id, consultant!._id, 'ffffffffffffffffffffffff'];
    const answer = await fetchUsersByIds(ids);
    expect((await expectApiCall('POST', '/get-users-by-ids')).json).toEqual({ ids });
    expect(answer).toEqual(
      expect.arrayContaining([
        { _id: user!._id, name: user!.name },
        { _id: consultant!._id, name: consultant!.name },
      ]),
    );
    expect(answer).toHaveLength(2);
  });
});

describe('SPEC.md section 7 calls: quiz, questions, pools, upload', () => {
  it('POST /get-quiz-details {} → matches', async () => {
    const answer = await fetchQuizMatches();
    expect((await expectApiCall('POST', '/get-quiz-details')).json).toEqual({});
    expect(answer).toHaveLength(seed().quizMatches.length);
  });

  it.each(['live', 'not_live'] as const)('POST /questiontable/list {status: %s} → questions grouped by subject', async (status) => {
    const answer = await fetchQuestions(status);
    expect((await expectApiCall('POST', '/questiontable/list')).json).toEqual({ status });
    const all = Object.values(answer).flat();
    expect(all).toHaveLength(seed().questions.filter((question) => question.status === status).length);
    for (const [subject, questions] of Object.entries(answer)) {
      for (const question of questions) expect(question).toMatchObject({ subject, status });
    }
  });

  it.each([true, false])('POST /quiz/list {active: %s}', async (active) => {
    const answer = await fetchQuizzes(active);
    expect((await expectApiCall('POST', '/quiz/list')).json).toEqual({ active });
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.every((quiz) => quiz.active === active)).toBe(true);
  });

  it.each(['active', 'inactive'] as const)('POST /api/pool/list {status: %s} → pools', async (status) => {
    const answer = await fetchPools(status);
    expect((await expectApiCall('POST', '/api/pool/list')).json).toEqual({ status });
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.every((pool) => pool.active === (status === 'active'))).toBe(true);
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

  it('POST /polladdition {name, prize, totalSeats, entryFee, rewards[], entrants[]}', async () => {
    const body = {
      name: 'Weekday Pool',
      prize: '₹5,000',
      totalSeats: 50,
      entryFee: '₹49',
      rewards: [
        { rankRange: '1', prize: '₹2,000' },
        { rankRange: '2-10', prize: '₹300' },
      ],
      entrants: [],
    };
    const answer = await createPool(body);
    expect((await expectApiCall('POST', '/polladdition')).json).toEqual(body);
    expect(answer.pool).toMatchObject({ name: body.name, totalSeats: 50, active: false });
  });

  it('POST /poll_activate {id}', async () => {
    const pool = seed().pools.find((entry) => !entry.active)!;
    const answer = await activatePool(pool._id);
    expect((await expectApiCall('POST', '/poll_activate')).json).toEqual({ id: pool._id });
    expect(answer.pool).toMatchObject({ _id: pool._id, active: true });
  });

  it('POST /api/quiz with the quiz fields', async () => {
    const quiz = {
      name: 'Sunday GK Quiz',
      prize: '₹1,000',
      entryFee: 10,
      timePerQuestion: 15,
      numberOfQuestions: 20,
      startTime: '2026-12-06T10:00:00.000Z',
      winnerId: '',
      active: false,
      domain: 'General Knowledge',
      prompt: 'General knowledge for school students',
    };
    const answer = await createQuiz(quiz);
    expect((await expectApiCall('POST', '/api/quiz')).json).toEqual(quiz);
    expect(answer.quiz).toMatchObject({ ...quiz });
    expect(answer.quiz._id).toBeTruthy();
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
});

describe('SPEC.md section 7 calls: chat (relative to the page)', () => {
  it('POST /api/chat-rooms {} goes to the page origin, not the API host', async () => {
    const answer = await fetchChatRooms();
    const wire = await sentOnce();
    expect(wire.method).toBe('POST');
    expect(wire.url.toString()).toBe(new URL('/api/chat-rooms', window.location.href).toString());
    expect(wire.url.origin).toBe(window.location.origin);
    expect(wire.url.origin).not.toBe(API.origin);
    expect(wire.json).toEqual({});
    expect(answer).toHaveLength(seed().chatRooms.length);
  });

  it('POST /api/chat-messages {roomid} goes to the page origin and answers the thread', async () => {
    const room = seed().chatRooms.find((entry) => seed().chatMessages.some((message) => message.roomid === entry.roomid))!;
    const answer = await fetchChatMessages(room.roomid);
    const wire = await sentOnce();
    expect(wire.method).toBe('POST');
    expect(wire.url.origin).toBe(window.location.origin);
    expect(wire.url.origin).not.toBe(API.origin);
    expect(wire.url.pathname).toBe('/api/chat-messages');
    expect(wire.json).toEqual({ roomid: room.roomid });
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.every((message) => message.roomid === room.roomid)).toBe(true);
  });
});

describe('SPEC.md section 7 calls: company expenses', () => {
  const expenseWithPayments = () => structuredClone(seed().companyExpenses.find((entry) => entry.payments.length > 1)!);

  it('POST /api/company-expenses {} → list', async () => {
    const answer = await fetchCompanyExpenses();
    expect((await expectApiCall('POST', '/api/company-expenses')).json).toEqual({});
    expect(answer.map((expense) => expense.expenseType)).toEqual(seed().companyExpenses.map((expense) => expense.expenseType));
  });

  it('POST /api/company-expenses2 {expenseType, total:0, isPaid:false, payments:[]}', async () => {
    const answer = await createExpenseType('Travel');
    expect((await expectApiCall('POST', '/api/company-expenses2')).json).toEqual({ expenseType: 'Travel', total: 0, isPaid: false, payments: [] });
    expect(answer.expense).toMatchObject({ expenseType: 'Travel', total: 0, isPaid: false, payments: [] });
  });

  it('PUT /api/company-expenses/{expenseType URL-encoded}/add-payment {date, amount, isPaid, paidOn}', async () => {
    const payment = { date: '2026-11-05', amount: 85000, isPaid: true, paidOn: '2026-11-06' };
    const answer = await addExpensePayment('Office Rent', payment);
    const wire = await expectApiCall('PUT', '/api/company-expenses/Office%20Rent/add-payment');
    expect(wire.json).toEqual(payment);
    expect(answer.expense.expenseType).toBe('Office Rent');
    expect(answer.expense.payments.at(-1)).toEqual(payment);
  });

  it('encodes every reserved character of the expense type in the add-payment path', async () => {
    await createExpenseType('R&D / Labs?');
    pending = [];
    const payment = { date: '2026-11-05', amount: 1200.5, isPaid: false, paidOn: null };
    const answer = await addExpensePayment('R&D / Labs?', payment);
    const wire = await expectApiCall('PUT', '/api/company-expenses/R%26D%20%2F%20Labs%3F/add-payment');
    expect(wire.json).toEqual(payment);
    expect(answer.expense).toMatchObject({ expenseType: 'R&D / Labs?', total: 1200.5, isPaid: false });
  });

  it('POST /api/company-expenses/toggle-payment {expenseId, paymentIndex}', async () => {
    const expense = expenseWithPayments();
    const before = expense.payments[1]!.isPaid;
    const answer = await toggleExpensePayment(expense._id, 1);
    expect((await expectApiCall('POST', '/api/company-expenses/toggle-payment')).json).toEqual({ expenseId: expense._id, paymentIndex: 1 });
    expect(answer.expense.payments[1]!.isPaid).toBe(!before);
  });

  it('POST /api/company-expenses/delete-expense {expenseId} → {message}', async () => {
    const expense = expenseWithPayments();
    const answer = await deleteExpense(expense._id);
    expect((await expectApiCall('POST', '/api/company-expenses/delete-expense')).json).toEqual({ expenseId: expense._id });
    expect(Object.keys(answer)).toEqual(['message']);
    expect(answer.message).toContain(expense.expenseType);
    expect(seed().companyExpenses.some((entry) => entry._id === expense._id)).toBe(false);
  });

  it('POST /api/company-expenses/delete-payment {expenseId, paymentIndex}', async () => {
    const expense = expenseWithPayments();
    const answer = await deleteExpensePayment(expense._id, 0);
    expect((await expectApiCall('POST', '/api/company-expenses/delete-payment')).json).toEqual({ expenseId: expense._id, paymentIndex: 0 });
    expect(answer.expense.payments).toHaveLength(expense.payments.length - 1);
    expect(answer.expense.payments).toEqual(expense.payments.slice(1));
  });
});

describe('REST collections (PRODUCT.md point 7)', () => {
  it('GET /bookings without a body', async () => {
    const answer = await fetchBookings();
    const wire = await expectApiCall('GET', '/bookings');
    expect(wire.json).toBeUndefined();
    expect(answer).toHaveLength(seed().bookings.length);
  });

  it('GET /app_issues without a body', async () => {
    const answer = await fetchAppIssues();
    const wire = await expectApiCall('GET', '/app_issues');
    expect(wire.json).toBeUndefined();
    expect(answer).toHaveLength(seed().app_issues.length);
  });
});

describe('scenarios through the typed calls', () => {
  it("error(name) rejects with an ApiError carrying the server's message", async () => {
    server.use(...handlersOf(error('transactions')));
    const failure = await fetchTransactions().catch((reason: unknown) => reason);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 500, message: DEFAULT_ERROR_MESSAGE });
  });

  it('empty(name) answers the empty list', async () => {
    server.use(...handlersOf(empty('dashboardUsers')));
    await expect(fetchDashboardUsers()).resolves.toEqual([]);
  });

  it("loading(name) never answers; the caller's abort ends it as kind 'aborted'", async () => {
    server.use(...handlersOf(loading('earningsDashboard')));
    const controller = new AbortController();
    const outcome = fetchEarnings({ signal: controller.signal }).catch((reason: unknown) => reason);
    await sent();
    controller.abort();
    expect(await outcome).toMatchObject({ kind: 'aborted' });
  });

  it("a backend validation error comes back as kind 'http' 400 with issues", async () => {
    const failure = await createExpenseType('   ').catch((reason: unknown) => reason);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 400, message: 'Expense type name is required' });
    expect((failure as ApiError).issues.length).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------

describe('sign-in calls', () => {
  const operator = () => seed().operators[0]!;

  it('POST /auth/send-otp and /auth/verify-otp answer a token and the operator, without a bearer token', async () => {
    // Even with a (stale) session in storage, the sign-in calls send no Authorization header.
    saveSession({ token: 'stale-token', user: { _id: 'x', name: 'Someone', phoneNumber: '+910000000000' } });
    const { phoneNumber } = operator();

    const sentCode = await sendOtp({ countryCode: '+91', phoneNumber });
    const result = await verifyOtp({ countryCode: '+91', phoneNumber, otp: MOCK_OTP });
    const [sendWire, verifyWire] = await sent();
    expect(sendWire).toMatchObject({ method: 'POST' });
    expect(sendWire!.url.toString()).toBe(`${config.apiBaseUrl}/auth/send-otp`);
    expect(sendWire!.json).toEqual({ countryCode: '+91', phoneNumber });
    expect(sendWire!.headers.has('Authorization')).toBe(false);
    expect(verifyWire!.url.toString()).toBe(`${config.apiBaseUrl}/auth/verify-otp`);
    expect(verifyWire!.json).toEqual({ countryCode: '+91', phoneNumber, otp: MOCK_OTP });
    expect(verifyWire!.headers.has('Authorization')).toBe(false);

    expect(sentCode.message).toContain(`+91${phoneNumber}`);
    expect(sentCode.expiresInSeconds).toBeGreaterThan(0);
    expect(result.token).toBeTruthy();
    expect(result.user).toEqual({ _id: operator()._id, name: operator().name, phoneNumber: `+91${phoneNumber}` });
  });

  it('rejects a wrong code and an unknown number with readable messages', async () => {
    const { phoneNumber } = operator();
    await sendOtp({ countryCode: '+91', phoneNumber });
    const wrong = [...MOCK_OTP].map((digit) => String((Number(digit) + 1) % 10)).join('');
    const failure = await verifyOtp({ countryCode: '+91', phoneNumber, otp: wrong }).catch((reason: unknown) => reason);
    expect(failure).toMatchObject({ kind: 'http', status: 400 });
    expect((failure as ApiError).message).toMatch(/not right/);
    // A number that is not an operator's is answered as any other, and its code is never right.
    const stranger = { countryCode: '+91', phoneNumber: '9000000000' } as const;
    expect((await sendOtp(stranger)).message).toBe('If +919000000000 is registered for the back-office, a 6-digit code is on its way.');
    await expect(verifyOtp({ ...stranger, otp: MOCK_OTP })).rejects.toMatchObject({ kind: 'http', status: 400, message: 'That code is not right. 4 tries left.' });
  });

  it("the sixth code within an hour rejects with 429 and the backend's words, which the login page shows", async () => {
    const body = { countryCode: '+91', phoneNumber: operator().phoneNumber } as const;
    for (let send = 0; send < 5; send += 1) await sendOtp(body);
    const retryAfter: Array<string | null> = [];
    const onResponse = ({ response }: { response: Response }) => retryAfter.push(response.headers.get('Retry-After'));
    server.events.on('response:mocked', onResponse);
    const failure = await sendOtp(body).catch((reason: unknown) => reason);
    server.events.removeListener('response:mocked', onResponse);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 429, message: 'Too many codes were requested for this number. Try again in 60 minutes.' });
    // The MSW adapter passes the backend's headers on.
    expect(retryAfter).toEqual(['3600']);
  });
});

describe('session required (setMockAuthRequired)', () => {
  beforeEach(() => setMockAuthRequired(true));

  it('a call without a session rejects with 401', async () => {
    expect(getSession()).toBeNull();
    const failure = await fetchTransactions().catch((reason: unknown) => reason);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 401, message: 'Your session has ended. Please sign in again.' });
    expect((await sentOnce()).headers.has('Authorization')).toBe(false);
    expect(getSession()).toBeNull();
  });

  it('a 401 clears a session the backend does not know', async () => {
    saveSession({ token: 'expired-token', user: { _id: 'x', name: 'Someone', phoneNumber: '+919876500001' } });
    expect(getSession()).not.toBeNull();
    await expect(fetchDashboardUsers()).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect((await sentOnce()).headers.get('Authorization')).toBe('Bearer expired-token');
    expect(getSession()).toBeNull();
  });

  it('with a session saved from verifyOtp, calls succeed with the bearer token', async () => {
    const { phoneNumber } = seed().operators[1] ?? seed().operators[0]!;
    await sendOtp({ countryCode: '+91', phoneNumber });
    const result = await verifyOtp({ countryCode: '+91', phoneNumber, otp: MOCK_OTP });
    saveSession(result);
    expect(getSession()).toEqual(result);
    pending = [];

    const answer = await fetchTransactions();
    expect(answer.transactions.length).toBeGreaterThan(0);
    const chat = await fetchChatRooms();
    expect(chat.length).toBeGreaterThan(0);
    const wires = await sent();
    expect(wires).toHaveLength(2);
    for (const wire of wires) expect(wire.headers.get('Authorization')).toBe(`Bearer ${result.token}`);
    expect(getSession()).toEqual(result);

    clearSession();
    await expect(fetchTransactions()).rejects.toMatchObject({ status: 401 });
  });
});

describe('AI question generation (src/api/ai.ts)', () => {
  it('POSTs a chat completion to the AI base URL and answers 100 questions', async () => {
    const questions = await generateAiQuestions('Mughal empire', 'History');
    const wire = await sentOnce();
    expect(wire.method).toBe('POST');
    expect(wire.url.toString()).toBe(`${config.aiBaseUrl}/chat/completions`);
    expect(wire.json).toEqual({
      model: config.aiModel,
      temperature: 0.7,
      messages: [{ role: 'user', content: buildQuestionPrompt('Mughal empire', 'History') }],
    });
    expect(config.aiModel).toBe('gpt-3.5-turbo');

    expect(questions).toHaveLength(100);
    for (const question of questions) {
      expect(question.answers).toHaveLength(4);
      expect(question.answers).toContain(question.correctAnswer);
      expect(question.subject).toBe('indian history');
    }
  });

  it("rejects with an ApiError when the service fails (error('chatCompletions'))", async () => {
    server.use(...handlersOf(error('chatCompletions')));
    const failure = await generateAiQuestions('Grammar', 'English').catch((reason: unknown) => reason);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 500, message: DEFAULT_ERROR_MESSAGE });
  });
});
