/**
 * Deterministic generator for the stand-in backend's data (the shape of db.json).
 *
 * Everything comes from one seeded PRNG (mulberry32) and a fixed reference "now"
 * (REFERENCE_NOW), so the same options always give byte-identical output. The data is set
 * in India: Indian names, 10-digit mobile numbers, rupee amounts, Indian banks.
 *
 * The default counts (30 consultants, 60 transactions) produce the tracked seed, which
 * deliberately carries the edge cases the back-office must survive: exactly one consultant
 * without a push token, exactly one with an unparseable createdAt, several without
 * earnings or bank details, transactions whose user was deleted, an empty chat room and an
 * expense type without payments. Large counts (10,000 / 50,000) scale linearly.
 */
import type { Database, Operator } from '../src/api/backend/db.ts';
import type {
  ActivityRecord,
  AppIssue,
  Booking,
  ChatMessage,
  ChatRoom,
  CompanyExpense,
  Consultant,
  ExpensePayment,
  Pool,
  PoolReward,
  Question,
  QuestionStatus,
  Quiz,
  QuizMatch,
  Transaction,
  User,
} from '../src/api/schemas/index.ts';

export interface GenerateOptions {
  consultants: number;
  transactions: number;
  /** Records in the activity log (none unless asked: the seed's log starts empty). */
  activity?: number;
  seed?: number;
}

export const DEFAULT_SEED = 20261101;
export const DEFAULT_COUNTS = { consultants: 30, transactions: 60 } as const;
/** The seed's "now": every generated date lies before it, except upcoming quizzes. */
export const REFERENCE_NOW = '2026-11-01T10:00:00+05:30';
export const INVALID_CREATED_AT = 'not-a-date';
export const TRANSACTION_TYPES = ['chat', 'audio call', 'video call', 'quiz entry', 'pool entry'] as const;
export const QUIZ_SUBJECTS = ['General', 'History', 'English', 'Science'] as const;
export const DOMAINS = [
  'Fitness',
  'Nutrition',
  'Photography',
  'Finance',
  'Education',
  'Travel vlogging',
  'Astrology',
  'Career guidance',
] as const;

const NOW_MS = Date.parse(REFERENCE_NOW);
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * MINUTE_MS;
const HEX = '0123456789abcdef';
const DIGITS = '0123456789';
const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const AVATAR_COUNT = 70;
const OPERATOR_PHONES = ['9876500001', '9876500002', '9876500003', '9876500004'] as const;
const NULL_USER_TRANSACTIONS = 2;
const QUIZ_MATCH_COUNT = 10;
const CHAT_ROOM_COUNT = 5;
const BOOKING_COUNT = 15;
/** Mixed into the seed for the session times' own PRNG. */
const SESSION_SEED_MASK = 0x5e551011;

// ---------------------------------------------------------------------------------------
// Randomness

/** mulberry32: a small, fast 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`No item at index ${index} of ${items.length}`);
  return item;
}

class Random {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  float(): number {
    return this.next();
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return itemAt(items, this.int(0, items.length - 1));
  }

  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return itemAt(entries, entries.length - 1)[0];
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.sample(items, items.length);
  }

  /** `count` distinct items (fewer if there are not enough), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const size = Math.min(count, copy.length);
    for (let i = 0; i < size; i += 1) {
      const j = this.int(i, copy.length - 1);
      const swapped = itemAt(copy, j);
      copy[j] = itemAt(copy, i);
      copy[i] = swapped;
    }
    return copy.slice(0, size);
  }

  chars(alphabet: string, length: number): string {
    let text = '';
    for (let i = 0; i < length; i += 1) text += alphabet.charAt(this.int(0, alphabet.length - 1));
    return text;
  }

  /** A time in [startMs, endMs). */
  between(startMs: number, endMs: number): number {
    return startMs + Math.floor(this.next() * (endMs - startMs));
  }
}

interface Share<K> {
  kind: K;
  share: number;
  min?: number;
}

/**
 * Exact proportions instead of coin flips, so that small seeds still show every case:
 * each kind gets round(total * share) slots (at least `min`), the last kind takes the rest.
 */
function allocate<K>(random: Random, total: number, shares: ReadonlyArray<Share<K>>): K[] {
  const kinds: K[] = [];
  shares.forEach((entry, index) => {
    const remaining = total - kinds.length;
    const wanted = index === shares.length - 1 ? remaining : Math.max(entry.min ?? 0, Math.round(total * entry.share));
    for (let i = 0; i < Math.min(wanted, remaining); i += 1) kinds.push(entry.kind);
  });
  return random.shuffle(kinds);
}

/** Hands out strings that have not been handed out before. */
class UniqueStrings {
  private readonly used = new Set<string>();

  constructor(reserved: readonly string[] = []) {
    reserved.forEach((value) => this.used.add(value));
  }

  /** A fresh value; after `attempts` collisions the last candidate is accepted anyway. */
  take(make: () => string, attempts = Number.POSITIVE_INFINITY): string {
    let candidate = make();
    for (let tries = 1; this.used.has(candidate) && tries < attempts; tries += 1) candidate = make();
    this.used.add(candidate);
    return candidate;
  }
}

/** Mongo-style ObjectIds: 4-byte creation time, 5-byte process value, 3-byte counter. */
class ObjectIds {
  private readonly process: string;
  private counter: number;

  constructor(random: Random) {
    this.process = random.chars(HEX, 10);
    this.counter = random.int(0, 0xffffff);
  }

  next(atMs: number): string {
    const seconds = Math.floor(atMs / 1000).toString(16).padStart(8, '0');
    const counter = this.counter.toString(16).padStart(6, '0');
    this.counter = (this.counter + 1) % 0x1000000;
    return `${seconds}${this.process}${counter}`;
  }
}

interface Context {
  random: Random;
  ids: ObjectIds;
  phones: UniqueStrings;
  names: UniqueStrings;
}

function createContext(seed: number): Context {
  const random = new Random(seed);
  return {
    random,
    ids: new ObjectIds(random),
    phones: new UniqueStrings(OPERATOR_PHONES),
    names: new UniqueStrings(),
  };
}

// ---------------------------------------------------------------------------------------
// Small builders

const ist = (local: string): number => Date.parse(`${local}+05:30`);
const isoDateTime = (ms: number): string => new Date(ms).toISOString();
/** The calendar day (YYYY-MM-DD) in India. */
const isoDay = (ms: number): string => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
const rupees = (amount: number): string => `₹${amount.toLocaleString('en-IN')}`;

const FIRST_NAMES = [
  'Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Krishna', 'Ishaan', 'Rohan',
  'Karan', 'Rahul', 'Siddharth', 'Nikhil', 'Varun', 'Aniket', 'Pranav', 'Harsh', 'Yash', 'Kabir',
  'Dev', 'Manish', 'Suresh', 'Abhishek', 'Gaurav', 'Vikram', 'Rajesh', 'Farhan', 'Imran', 'Tenzin',
  'Ananya', 'Diya', 'Aadhya', 'Saanvi', 'Pari', 'Ira', 'Myra', 'Kavya', 'Sneha', 'Pooja',
  'Neha', 'Riya', 'Shreya', 'Aishwarya', 'Meera', 'Lakshmi', 'Divya', 'Nandini', 'Tanvi', 'Isha',
  'Kritika', 'Sakshi', 'Anjali', 'Deepika', 'Swati', 'Bhavna', 'Ayesha', 'Zoya', 'Simran', 'Harpreet',
] as const;

const LAST_NAMES = [
  'Sharma', 'Verma', 'Gupta', 'Agarwal', 'Shah', 'Patel', 'Desai', 'Joshi', 'Kulkarni', 'Deshpande',
  'Patil', 'Iyer', 'Menon', 'Pillai', 'Reddy', 'Rao', 'Naidu', 'Krishnan', 'Subramanian', 'Chatterjee',
  'Banerjee', 'Mukherjee', 'Das', 'Bose', 'Ghosh', 'Singh', 'Chauhan', 'Rathore', 'Yadav', 'Mishra',
  'Tiwari', 'Pandey', 'Saxena', 'Malhotra', 'Kapoor', 'Khanna', 'Bhatia', 'Sethi', 'Gill', 'Sandhu',
  'Khan', 'Qureshi', "D'Souza", 'Fernandes', 'Thakur', 'Hegde', 'Shetty', 'Bhat', 'Kaur', 'Dutta',
] as const;

interface Bank {
  name: string;
  ifsc: string;
  accountDigits: number;
}

const BANKS: readonly Bank[] = [
  { name: 'HDFC Bank', ifsc: 'HDFC', accountDigits: 14 },
  { name: 'State Bank of India', ifsc: 'SBIN', accountDigits: 11 },
  { name: 'ICICI Bank', ifsc: 'ICIC', accountDigits: 12 },
  { name: 'Axis Bank', ifsc: 'UTIB', accountDigits: 15 },
  { name: 'Kotak Mahindra Bank', ifsc: 'KKBK', accountDigits: 10 },
  { name: 'Punjab National Bank', ifsc: 'PUNB', accountDigits: 16 },
  { name: 'Bank of Baroda', ifsc: 'BARB', accountDigits: 14 },
  { name: 'Canara Bank', ifsc: 'CNRB', accountDigits: 13 },
];

/** A person's name; distinct across the data set while the name lists allow it. */
function personName(ctx: Context): string {
  const { random } = ctx;
  return ctx.names.take(() => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`, 8);
}

/** A 10-digit Indian mobile number (starts with 6-9), distinct across the data set. */
function mobileNumber(ctx: Context): string {
  const { random } = ctx;
  return ctx.phones.take(() => `${random.int(6, 9)}${random.chars(DIGITS, 9)}`);
}

function avatarUrl(imageNumber: number): string {
  return `https://i.pravatar.cc/150?img=${imageNumber}`;
}

const AVATAR_URLS = Array.from({ length: AVATAR_COUNT }, (_, index) => avatarUrl(index + 1));

function randomAvatar(random: Random): string {
  return random.pick(AVATAR_URLS);
}

/** An FCM registration token: instance id, ':APA91b', then the signed payload. */
function firebaseToken(random: Random): string {
  return `${random.chars(BASE64URL, 22)}:APA91b${random.chars(BASE64URL, 134)}`;
}

function bankDetailsText(random: Random, holder: string): string {
  const bank = random.pick(BANKS);
  const account = `${random.int(1, 9)}${random.chars(DIGITS, bank.accountDigits - 1)}`;
  const ifsc = `${bank.ifsc}0${random.chars(DIGITS, 6)}`;
  return `${bank.name}\nA/C ${account}\nIFSC ${ifsc}\nName: ${holder}`;
}

/** A numeric string with at most 2 decimals, e.g. "18450" or "1250.50". */
function earningsText(random: Random): string {
  const paise = 50_00 + Math.round(random.float() ** 2 * 2_50_000_00);
  return random.chance(0.4) ? String(Math.round(paise / 100)) : (paise / 100).toFixed(2);
}

// ---------------------------------------------------------------------------------------
// People

type EarningsKind = 'missing' | 'zero' | 'positive';
type BankKind = 'set' | 'empty' | 'missing';
type ImagesKind = 'photos' | 'empty' | 'missing';

interface ConsultantTraits {
  active: boolean;
  earnings: EarningsKind;
  bank: BankKind;
  images: ImagesKind;
  invalidDate: boolean;
  noToken: boolean;
}

function consultantTraits(random: Random, count: number): ConsultantTraits[] {
  const active = allocate(random, count, [{ kind: true, share: 0.6 }, { kind: false, share: 0.4 }]);
  const earnings = allocate<EarningsKind>(random, count, [
    { kind: 'missing', share: 0.1, min: 3 },
    { kind: 'zero', share: 0.12, min: 2 },
    { kind: 'positive', share: 0.78 },
  ]);
  const bank = allocate<BankKind>(random, count, [
    { kind: 'set', share: 0.5 },
    { kind: 'empty', share: 0.2, min: 1 },
    { kind: 'missing', share: 0.3 },
  ]);
  const images = allocate<ImagesKind>(random, count, [
    { kind: 'photos', share: 0.65 },
    { kind: 'empty', share: 0.15, min: 1 },
    { kind: 'missing', share: 0.2 },
  ]);
  const [invalidDateIndex = 0, noTokenIndex = 0] = random.sample(
    Array.from({ length: count }, (_, index) => index),
    2,
  );
  return Array.from({ length: count }, (_, index) => ({
    active: itemAt(active, index),
    earnings: itemAt(earnings, index),
    bank: itemAt(bank, index),
    images: itemAt(images, index),
    invalidDate: index === invalidDateIndex,
    noToken: index === noTokenIndex,
  }));
}

function examResult(random: Random, active: boolean): string {
  return active
    ? random.weighted([['Passed', 8], ['Pending', 1]])
    : random.weighted([['Passed', 2], ['Pending', 4], ['Not taken', 4]]);
}

function buildConsultant(ctx: Context, traits: ConsultantTraits, dataids: UniqueStrings): Consultant {
  const { random } = ctx;
  const createdMs = random.between(ist('2024-01-01T00:00:00'), NOW_MS);
  const name = personName(ctx);
  const profilePicUrl = randomAvatar(random);
  const images = (): string[] => (traits.images === 'photos' ? random.sample(AVATAR_URLS, random.int(1, 3)) : []);
  return {
    _id: ctx.ids.next(createdMs),
    dataid: dataids.take(() => `CR${random.chars(UPPER_ALNUM, 10)}`),
    name,
    phoneNumber: mobileNumber(ctx),
    profilePicUrl,
    ...(traits.images === 'missing' ? {} : { imagesArray: images() }),
    createdAt: traits.invalidDate ? INVALID_CREATED_AT : isoDateTime(createdMs),
    isActive: traits.active,
    ...(traits.earnings === 'missing' ? {} : { earnings: traits.earnings === 'zero' ? '0' : earningsText(random) }),
    ...(traits.bank === 'missing' ? {} : { bankDetails: traits.bank === 'set' ? bankDetailsText(random, name) : '' }),
    exam: examResult(random, traits.active),
    ...(traits.noToken ? {} : { firebasetoken: firebaseToken(random) }),
  };
}

function buildConsultants(ctx: Context, count: number): Consultant[] {
  const dataids = new UniqueStrings();
  return consultantTraits(ctx.random, count).map((traits) => buildConsultant(ctx, traits, dataids));
}

/** Followers: enough of them to make the transaction and quiz data look lived-in. */
export function userCountFor(consultants: number): number {
  return Math.max(25, Math.round(consultants / 4));
}

function buildUsers(ctx: Context, count: number): User[] {
  return Array.from({ length: count }, () => {
    const joinedMs = ctx.random.between(ist('2024-06-01T00:00:00'), NOW_MS);
    return {
      _id: ctx.ids.next(joinedMs),
      name: personName(ctx),
      phoneNumber: mobileNumber(ctx),
      profilePicUrl: randomAvatar(ctx.random),
    };
  });
}

/** The seed's operators and their roles (issue 48): an admin, finance, support and content. */
const OPERATORS = [
  { name: 'Aarav Mehta', role: 'admin' },
  { name: 'Priya Nair', role: 'finance' },
  { name: 'Rohan Iyer', role: 'support' },
  { name: 'Sana Qureshi', role: 'content' },
] as const;

function buildOperators(ctx: Context): Operator[] {
  return OPERATORS.map(({ name, role }, index) => ({
    _id: ctx.ids.next(ist('2024-01-02T09:00:00') + index * MINUTE_MS),
    name,
    // International form, as the login form sends it: the country code is part of the match.
    phoneNumber: `+91${itemAt(OPERATOR_PHONES, index)}`,
    role,
    active: true,
  }));
}

// ---------------------------------------------------------------------------------------
// Money

type TransactionType = (typeof TRANSACTION_TYPES)[number];

const PRICE_POINTS: Record<TransactionType, readonly number[]> = {
  chat: [99, 149, 199, 249, 299, 399, 499],
  'audio call': [199, 299, 399, 499, 599, 799, 999],
  'video call': [499, 699, 999, 1299, 1499, 1999, 2499, 2999],
  'quiz entry': [99, 149, 199],
  'pool entry': [99, 199, 299],
};

const TRANSACTION_WEIGHTS: ReadonlyArray<readonly [TransactionType, number]> = [
  ['chat', 35],
  ['audio call', 25],
  ['video call', 20],
  ['quiz entry', 12],
  ['pool entry', 8],
];

function buildTransactions(ctx: Context, count: number, users: readonly User[], consultants: readonly Consultant[]): Transaction[] {
  const { random } = ctx;
  const deletedUser = new Set(random.sample(Array.from({ length: count }, (_, index) => index), NULL_USER_TRANSACTIONS));
  const transactions = Array.from({ length: count }, (_, index): Transaction => {
    const timeMs = random.between(ist('2025-01-01T00:00:00'), NOW_MS);
    const type = random.weighted(TRANSACTION_WEIGHTS);
    const user = random.pick(users);
    const consultant = random.pick(consultants);
    return {
      _id: ctx.ids.next(timeMs),
      userRef: deletedUser.has(index) ? null : { name: user.name, profilePicUrl: user.profilePicUrl ?? '' },
      consultantRef: { name: consultant.name, profilePicUrl: consultant.profilePicUrl ?? '' },
      amount: random.pick(PRICE_POINTS[type]),
      type,
      timestamp: isoDateTime(timeMs),
    };
  });
  return transactions.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}

interface PaymentPlan {
  date: string;
  amount: number;
  paid: boolean;
}

function payment(ctx: Context, plan: PaymentPlan): ExpensePayment {
  const paidOnMs = ist(`${plan.date}T12:00:00`) + ctx.random.int(0, 4) * DAY_MS;
  return { date: plan.date, amount: plan.amount, isPaid: plan.paid, paidOn: plan.paid ? isoDay(paidOnMs) : null };
}

function expense(ctx: Context, expenseType: string, plans: readonly PaymentPlan[]): CompanyExpense {
  const payments = plans.map((plan) => payment(ctx, plan));
  return {
    _id: ctx.ids.next(ist('2026-05-20T11:00:00') + ctx.random.int(0, 30) * DAY_MS),
    expenseType,
    total: payments.reduce((sum, entry) => sum + entry.amount, 0),
    isPaid: payments.length > 0 && payments.every((entry) => entry.isPaid),
    payments,
  };
}

function buildCompanyExpenses(ctx: Context): CompanyExpense[] {
  const { random } = ctx;
  const months = ['06', '07', '08', '09', '10'] as const;
  return [
    expense(ctx, 'Office Rent', months.map((month) => ({ date: `2026-${month}-05`, amount: 85_000, paid: true }))),
    expense(
      ctx,
      'AWS Hosting',
      months.map((month, index) => ({
        date: `2026-${month}-01`,
        amount: random.int(18_000, 26_000),
        paid: index < months.length - 2,
      })),
    ),
    expense(ctx, 'Salaries', [
      { date: '2026-08-31', amount: 4_20_000, paid: true },
      { date: '2026-09-30', amount: 4_35_000, paid: true },
      { date: '2026-10-31', amount: 4_35_000, paid: false },
    ]),
    expense(ctx, 'Marketing', []),
  ];
}

// ---------------------------------------------------------------------------------------
// Quiz content

type Subject = (typeof QUIZ_SUBJECTS)[number];

interface QuestionSeed {
  question: string;
  answers: readonly [string, string, string, string];
  /** Index of the correct answer. */
  correct: 0 | 1 | 2 | 3;
  questionImage?: string;
  answerImages?: readonly [string, string, string, string];
}

const flag = (code: string): string => `https://flagcdn.com/w320/${code}.png`;

const QUESTION_BANK: Record<Subject, readonly QuestionSeed[]> = {
  General: [
    { question: 'What is the capital of India?', answers: ['Mumbai', 'New Delhi', 'Kolkata', 'Chennai'], correct: 1 },
    { question: 'Which is the national animal of India?', answers: ['Lion', 'Elephant', 'Bengal Tiger', 'Peacock'], correct: 2 },
    { question: 'How many states does India have?', answers: ['26', '28', '29', '30'], correct: 1 },
    { question: 'Which river is the longest in India?', answers: ['Ganga', 'Godavari', 'Yamuna', 'Narmada'], correct: 0 },
    { question: 'Who is known as the "Missile Man of India"?', answers: ['Vikram Sarabhai', 'Homi J. Bhabha', 'A. P. J. Abdul Kalam', 'C. V. Raman'], correct: 2 },
    { question: 'Which city is called the "Pink City"?', answers: ['Jodhpur', 'Udaipur', 'Jaisalmer', 'Jaipur'], correct: 3 },
    { question: 'In which sport is the Ranji Trophy awarded?', answers: ['Hockey', 'Cricket', 'Football', 'Kabaddi'], correct: 1 },
    { question: 'Which country\'s flag is shown in the picture?', answers: ['Niger', 'Ireland', 'India', "Côte d'Ivoire"], correct: 2, questionImage: flag('in') },
    { question: 'Which of these is the flag of Bangladesh?', answers: ['Flag A', 'Flag B', 'Flag C', 'Flag D'], correct: 2, answerImages: [flag('jp'), flag('pw'), flag('bd'), flag('pk')] },
    { question: 'What is the currency of Nepal?', answers: ['Nepalese Rupee', 'Taka', 'Ngultrum', 'Kyat'], correct: 0 },
  ],
  History: [
    { question: 'In which year did India gain independence?', answers: ['1945', '1947', '1950', '1942'], correct: 1 },
    { question: 'Who was the first Prime Minister of India?', answers: ['Sardar Vallabhbhai Patel', 'Rajendra Prasad', 'Jawaharlal Nehru', 'Lal Bahadur Shastri'], correct: 2 },
    { question: 'The Battle of Plassey was fought in which year?', answers: ['1757', '1764', '1857', '1526'], correct: 0 },
    { question: 'Which Mughal emperor built the Taj Mahal?', answers: ['Akbar', 'Jahangir', 'Aurangzeb', 'Shah Jahan'], correct: 3 },
    { question: 'Where did the Jallianwala Bagh massacre take place?', answers: ['Lahore', 'Amritsar', 'Delhi', 'Ludhiana'], correct: 1 },
    { question: 'Who founded the Maurya Empire?', answers: ['Ashoka', 'Bindusara', 'Chandragupta Maurya', 'Samudragupta'], correct: 2 },
    { question: 'The Dandi March of 1930 was a protest against which tax?', answers: ['Salt tax', 'Land tax', 'Tea tax', 'Cotton tax'], correct: 0 },
    { question: 'Who was the chairman of the Drafting Committee of the Indian Constitution?', answers: ['Mahatma Gandhi', 'B. R. Ambedkar', 'Maulana Azad', 'Sarojini Naidu'], correct: 1 },
    { question: 'Which ruler was known as the "Lion of Punjab"?', answers: ['Guru Gobind Singh', 'Banda Singh Bahadur', 'Hari Singh Nalwa', 'Maharaja Ranjit Singh'], correct: 3 },
    { question: 'The Quit India Movement was launched in which year?', answers: ['1920', '1930', '1942', '1946'], correct: 2 },
  ],
  English: [
    { question: 'Choose the synonym of "abundant".', answers: ['Scarce', 'Plentiful', 'Tiny', 'Hidden'], correct: 1 },
    { question: 'Choose the antonym of "ancient".', answers: ['Modern', 'Old', 'Historic', 'Aged'], correct: 0 },
    { question: 'Which word is spelled correctly?', answers: ['Accomodate', 'Acommodate', 'Accommodate', 'Acomodate'], correct: 2 },
    { question: 'Fill in the blank: She has been living in Pune ___ 2019.', answers: ['for', 'since', 'from', 'by'], correct: 1 },
    { question: 'What is the plural of "criterion"?', answers: ['Criterions', 'Criterias', 'Criteriae', 'Criteria'], correct: 3 },
    { question: 'What does the idiom "break the ice" mean?', answers: ['To start a conversation', 'To cause damage', 'To feel cold', 'To end a friendship'], correct: 0 },
    { question: 'Identify the adverb: "He quickly finished his homework."', answers: ['He', 'quickly', 'finished', 'homework'], correct: 1 },
    { question: 'Choose the correct sentence.', answers: ['Neither of them are coming.', 'Neither of them is coming.', 'Neither of them were coming.', 'Neither of them be coming.'], correct: 1 },
    { question: 'What is the meaning of "benevolent"?', answers: ['Cruel', 'Lazy', 'Kind and generous', 'Very talkative'], correct: 2 },
    { question: 'Choose the correct article: He is ___ honest man.', answers: ['a', 'an', 'the', 'no article'], correct: 1 },
  ],
  Science: [
    { question: 'What is the chemical symbol for gold?', answers: ['Go', 'Gd', 'Au', 'Ag'], correct: 2 },
    { question: 'Which planet is known as the Red Planet?', answers: ['Venus', 'Mars', 'Jupiter', 'Mercury'], correct: 1 },
    { question: 'What is the boiling point of water at sea level?', answers: ['90 °C', '100 °C', '110 °C', '120 °C'], correct: 1 },
    { question: 'Which gas do plants absorb during photosynthesis?', answers: ['Oxygen', 'Nitrogen', 'Carbon dioxide', 'Hydrogen'], correct: 2 },
    { question: 'What is the powerhouse of the cell?', answers: ['Nucleus', 'Ribosome', 'Golgi body', 'Mitochondria'], correct: 3 },
    { question: 'Which vitamin does the body make in sunlight?', answers: ['Vitamin D', 'Vitamin A', 'Vitamin C', 'Vitamin B12'], correct: 0 },
    { question: 'Which Indian scientist won the Nobel Prize in Physics in 1930?', answers: ['Jagadish Chandra Bose', 'C. V. Raman', 'Satyendra Nath Bose', 'Meghnad Saha'], correct: 1 },
    { question: 'What is the SI unit of force?', answers: ['Joule', 'Watt', 'Newton', 'Pascal'], correct: 2 },
    { question: 'What is the hardest natural substance?', answers: ['Iron', 'Quartz', 'Granite', 'Diamond'], correct: 3 },
    { question: 'Which organ in the human body produces insulin?', answers: ['Liver', 'Pancreas', 'Kidney', 'Heart'], correct: 1 },
  ],
};

function buildQuestion(ctx: Context, subject: Subject, seed: QuestionSeed, status: QuestionStatus): Question {
  return {
    _id: ctx.ids.next(ctx.random.between(ist('2026-03-01T00:00:00'), NOW_MS)),
    question: seed.question,
    questionImage: seed.questionImage ?? '',
    answers: [...seed.answers],
    answerImages: [...(seed.answerImages ?? ['', '', '', ''])],
    correctAnswer: seed.answers[seed.correct],
    subject,
    status,
  };
}

function buildQuestions(ctx: Context): Question[] {
  return QUIZ_SUBJECTS.flatMap((subject) => {
    const seeds = QUESTION_BANK[subject];
    const statuses = allocate<QuestionStatus>(ctx.random, seeds.length, [
      { kind: 'not_live', share: 0.4, min: 1 },
      { kind: 'live', share: 0.6 },
    ]);
    return seeds.map((seed, index) => buildQuestion(ctx, subject, seed, itemAt(statuses, index)));
  });
}

function buildQuizMatches(ctx: Context, users: readonly User[], count = QUIZ_MATCH_COUNT): QuizMatch[] {
  const { random } = ctx;
  return Array.from({ length: count }, (): QuizMatch => {
    const startMs = random.between(ist('2025-01-01T00:00:00'), NOW_MS);
    const [first, second] = random.sample(users, 2);
    if (!first || !second) throw new RangeError('Quiz matches need at least two users');
    return {
      _id: ctx.ids.next(startMs),
      player1: { playerId: first._id, timestamp: isoDateTime(startMs) },
      player2: { playerId: second._id, timestamp: isoDateTime(startMs + random.int(5, 120) * 1000) },
      quizDetails: { subject: random.pick(QUIZ_SUBJECTS) },
    };
  });
}

interface QuizPlan {
  name: string;
  prize: number;
  entryFee: number;
  timePerQuestion: number;
  numberOfQuestions: number;
  startTime: string;
  active: boolean;
  finished: boolean;
  domain: Subject;
  prompt: string;
}

const QUIZ_PLANS: readonly QuizPlan[] = [
  {
    name: 'Sunday GK Bonanza', prize: 5_000, entryFee: 49, timePerQuestion: 15, numberOfQuestions: 10,
    startTime: '2026-11-08T19:00:00', active: true, finished: false, domain: 'General',
    prompt: 'Generate 10 medium-difficulty general knowledge questions about India for adult players.',
  },
  {
    name: 'Science Sprint', prize: 2_500, entryFee: 29, timePerQuestion: 20, numberOfQuestions: 15,
    startTime: '2026-11-12T20:30:00', active: true, finished: false, domain: 'Science',
    prompt: 'Generate 15 class 10 level science questions covering physics, chemistry and biology.',
  },
  {
    name: 'Freedom Struggle Challenge', prize: 10_000, entryFee: 99, timePerQuestion: 20, numberOfQuestions: 20,
    startTime: '2026-08-15T18:00:00', active: false, finished: true, domain: 'History',
    prompt: "Generate 20 questions on India's freedom struggle from 1857 to 1947.",
  },
  {
    name: 'Word Power Weekly', prize: 1_000, entryFee: 0, timePerQuestion: 10, numberOfQuestions: 10,
    startTime: '2026-11-22T21:00:00', active: false, finished: false, domain: 'English',
    prompt: 'Generate 10 English vocabulary and grammar questions for college students.',
  },
];

function buildQuizzes(ctx: Context, users: readonly User[]): Quiz[] {
  return QUIZ_PLANS.map((plan) => {
    const startMs = ist(plan.startTime);
    return {
      _id: ctx.ids.next(startMs - 10 * DAY_MS),
      name: plan.name,
      prize: rupees(plan.prize),
      entryFee: plan.entryFee,
      timePerQuestion: plan.timePerQuestion,
      numberOfQuestions: plan.numberOfQuestions,
      startTime: isoDateTime(startMs),
      winnerId: plan.finished ? ctx.random.pick(users)._id : '',
      active: plan.active,
      domain: plan.domain,
      prompt: plan.prompt,
    };
  });
}

interface PoolPlan {
  name: string;
  prize: number;
  entryFee: number;
  totalSeats: number;
  rewards: ReadonlyArray<readonly [string, number]>;
  active: boolean;
}

const POOL_PLANS: readonly PoolPlan[] = [
  { name: 'Mega Weekend Pool', prize: 10_000, entryFee: 49, totalSeats: 100, active: true,
    rewards: [['1', 5_000], ['2-10', 500], ['11-20', 50]] },
  { name: 'Daily Quick Pool', prize: 2_000, entryFee: 19, totalSeats: 50, active: true,
    rewards: [['1', 1_000], ['2-5', 250]] },
  { name: 'Diwali Dhamaka Pool', prize: 25_000, entryFee: 99, totalSeats: 300, active: false,
    rewards: [['1', 10_000], ['2', 5_000], ['3', 2_500], ['4-10', 500], ['11-50', 100]] },
  { name: 'Beginners Pool', prize: 1_000, entryFee: 9, totalSeats: 20, active: false,
    rewards: [['1', 500], ['2-3', 250]] },
];

function buildPools(ctx: Context, users: readonly User[]): Pool[] {
  const { random } = ctx;
  return POOL_PLANS.map((plan) => {
    const most = Math.min(users.length, plan.totalSeats - 1);
    const entrants = random.sample(users, random.int(Math.ceil(most / 3), most)).map((user) => user._id);
    const rewards: PoolReward[] = plan.rewards.map(([rankRange, prize]) => ({ rankRange, prize: rupees(prize) }));
    return {
      _id: ctx.ids.next(random.between(ist('2026-06-01T00:00:00'), NOW_MS)),
      name: plan.name,
      prize: rupees(plan.prize),
      entryFee: rupees(plan.entryFee),
      totalSeats: plan.totalSeats,
      rewards,
      entrants,
      active: plan.active,
    };
  });
}

// ---------------------------------------------------------------------------------------
// Chats

/** Conversations, user first, then alternating with the consultant. */
const CHAT_SCRIPTS: readonly (readonly string[])[] = [
  [
    "Hi! I booked this session for a home workout plan. I'm 32 and sit at a desk all day.",
    'Hello! Happy to help. How many days a week can you train, and do you have any equipment at home?',
    'Maybe 4 days, 30-40 minutes each. I only have a yoga mat and a pair of 5 kg dumbbells.',
    "That's plenty to start. Two full-body strength days and two days of brisk walking plus core work.",
    'Sounds doable. I also get lower back stiffness after long office hours. Is that a problem?',
    'Add cat-cow, glute bridges and bird-dogs every morning. If the pain is sharp, please see a physiotherapist first.',
    "It's just stiffness. Should I change my diet as well?",
    'Have some protein in every meal (dal, paneer, eggs or curd) and about 2.5 litres of water a day.',
    'Okay. How soon will I see results?',
    'Give it 6-8 weeks of consistency. Track your steps and how your clothes fit, not the scale every day.',
    'Thank you so much! Can we do a follow-up call next Saturday?',
    "Sure, I'll send you the plan as a PDF tonight. See you Saturday at 10 AM!",
  ],
  [
    "Namaste! My doctor said my HbA1c is 6.1, so I'm prediabetic. Can you help me plan meals?",
    'Namaste! Yes, this is very manageable with diet. What does a typical day of eating look like?',
    'Poha or paratha for breakfast, rice, dal and sabzi for lunch, chapati at night. Lots of chai with sugar.',
    'Good base. First step: halve the sugar in your chai this week and drop it completely next week.',
    'That will be tough but okay. What about rice?',
    'Keep rice at lunch but limit it to one katori, and fill half your plate with sabzi and salad.',
    'Can I replace the paratha with something?',
    'Try besan chilla, moong dal dosa or vegetable upma with less oil. They keep you full longer.',
    'And snacks? I get hungry around 5 PM.',
    'A handful of roasted chana, sprouts chaat or a guava works well.',
    "Great, I'll follow this for two weeks and share my readings.",
    "Perfect. I'm sharing a 14-day meal chart now. Recheck your fasting sugar after a month.",
  ],
  [
    "Hi, I'm in the final year of B.Com and confused between CA, an MBA and a job in fintech.",
    'Hi! Good that you are thinking about it early. What work have you enjoyed most so far?',
    'I liked my internship at a startup where I built Excel dashboards on payments data.',
    'That points towards analytics. Have you tried SQL or Python yet?',
    'A little SQL from YouTube, nothing formal.',
    'Take a structured SQL and Power BI course over the next 3 months and build two projects on public data.',
    'Should I still write CAT this year?',
    'Write it if you want an MBA within 2 years, but 2-3 years of work experience will make the MBA worth more.',
    'Which roles should I apply for right now?',
    'Business analyst, operations analyst and junior data analyst roles at fintechs and NBFCs.',
    'Could you review my resume if I send it?',
    "Yes, email it before Thursday and we'll go through it line by line on our next call.",
  ],
  [
    'Pranam ji. I wanted to ask about my career prospects for the coming year.',
    'Pranam. Please share your date, time and place of birth.',
    '14 March 1995, 6:40 AM, Jaipur.',
    'Thank you. You have a Pisces ascendant with Jupiter well placed in the tenth house.',
    "Is that good for a job change? I've been thinking of switching.",
    'February to May looks supportive for new opportunities, especially in teaching or consulting.',
    'Should I wait until then or start applying now?',
    'Start preparing and networking now, but take the final decision after mid-February.',
    'Any remedies you suggest?',
    'Offer water to the Sun in the morning and do some charity on Thursdays. Above all, stay consistent.',
    'Thank you ji, this gives me clarity.',
    'Blessings. Book another session once you receive an offer.',
  ],
];

function buildChatMessages(ctx: Context, room: ChatRoom, script: readonly string[]): ChatMessage[] {
  const { random } = ctx;
  let timeMs = Date.parse(room.createdAt) + random.int(1, 30) * MINUTE_MS;
  return script.slice(0, random.int(4, script.length)).map((messagecontent, index) => {
    timeMs += random.int(1, 8) * MINUTE_MS + random.int(0, 59) * 1000;
    return {
      _id: ctx.ids.next(timeMs),
      roomid: room.roomid,
      sender: index % 2 === 0 ? room.sender._id : room.receiver._id,
      messagecontent,
      createdat: isoDateTime(timeMs),
    };
  });
}

function buildChats(
  ctx: Context,
  users: readonly User[],
  consultants: readonly Consultant[],
): { chatRooms: ChatRoom[]; chatMessages: ChatMessage[] } {
  const { random } = ctx;
  const senders = random.sample(users, CHAT_ROOM_COUNT);
  const receivers = random.sample(consultants, CHAT_ROOM_COUNT);
  const chatRooms = senders.map((user, index): ChatRoom => {
    const consultant = itemAt(receivers, index % receivers.length);
    const createdMs = random.between(ist('2026-01-01T00:00:00'), NOW_MS - DAY_MS);
    return {
      _id: ctx.ids.next(createdMs),
      roomid: `room_${user._id}_${consultant._id}`,
      sender: { _id: user._id, name: user.name },
      receiver: { _id: consultant._id, name: consultant.name },
      createdAt: isoDateTime(createdMs),
    };
  });
  // The last room was opened but nobody wrote in it.
  const chatMessages = chatRooms.flatMap((room, index) => {
    const script = CHAT_SCRIPTS[index];
    return script ? buildChatMessages(ctx, room, script) : [];
  });
  return { chatRooms, chatMessages };
}

// ---------------------------------------------------------------------------------------
// Static sample tables (json-server REST collections)

type ContactMode = Booking['contactMode'];
type BookingStatus = Booking['status'];

const BOOKING_PRICES: Record<ContactMode, readonly number[]> = {
  chat: [199, 299, 499],
  'audio call': [399, 599, 799, 999],
  'video call': [799, 999, 1499, 1999, 2499],
};

/** How long a session of each mode runs, in minutes. */
const SESSION_MINUTES: Record<ContactMode, readonly number[]> = {
  chat: [15, 20, 30],
  'audio call': [20, 30, 45],
  'video call': [30, 45, 60],
};

/**
 * When a booking's session runs, as the seed's "now" sees it: a Completed one ended before
 * now, a Processing one starts after it (up to four months on, so the seed still shows
 * Upcoming Meets for a while after it was made), a Rejected one was set for a day or two
 * after it was booked. Ongoing Meets exist only at a chosen moment (tests pass their own now).
 */
function sessionTimes(random: Random, booking: Pick<Booking, 'bookedOn' | 'contactMode' | 'status'>): Pick<Booking, 'sessionStart' | 'sessionEnd'> {
  const minutes = random.pick(SESSION_MINUTES[booking.contactMode]);
  const durationMs = minutes * MINUTE_MS;
  const bookedDayMs = ist(`${booking.bookedOn}T00:00:00`);
  const timeOfDayMs = random.int(9, 20) * 60 * MINUTE_MS + random.pick([0, 15, 30, 45]) * MINUTE_MS;
  let startMs: number;
  if (booking.status === 'Processing') {
    startMs = ist(`${isoDay(NOW_MS)}T00:00:00`) + random.int(1, 120) * DAY_MS + timeOfDayMs;
  } else {
    startMs = bookedDayMs + random.int(1, 14) * DAY_MS + timeOfDayMs;
    // A completed session ended at least an hour before now, and not before the day it was booked.
    if (booking.status === 'Completed') startMs = Math.max(bookedDayMs, Math.min(startMs, NOW_MS - 60 * MINUTE_MS - durationMs));
  }
  return { sessionStart: isoDateTime(startMs), sessionEnd: isoDateTime(startMs + durationMs) };
}

/**
 * `sessions` is a PRNG of its own, so that adding session times to the generator left every
 * other generated value (and the rest of db.json) as it was.
 */
function buildBookings(ctx: Context, sessions: Random, users: readonly User[], consultants: readonly Consultant[], count = BOOKING_COUNT): Booking[] {
  const { random } = ctx;
  const modes = allocate<ContactMode>(random, count, [
    { kind: 'audio call', share: 1 / 3, min: 1 },
    { kind: 'chat', share: 1 / 3, min: 1 },
    { kind: 'video call', share: 1 / 3 },
  ]);
  const statuses = allocate<BookingStatus>(random, count, [
    { kind: 'Completed', share: 0.5, min: 1 },
    { kind: 'Processing', share: 0.25, min: 1 },
    { kind: 'Rejected', share: 0.25 },
  ]);
  return Array.from({ length: count }, (_, index) => {
    const contactMode = itemAt(modes, index);
    const booking = {
      id: index + 1,
      domain: random.pick(DOMAINS),
      consultant: random.pick(consultants).name,
      bookedBy: random.pick(users).name,
      bookedOn: isoDay(random.between(ist('2026-07-01T00:00:00'), NOW_MS)),
      contactMode,
      price: random.pick(BOOKING_PRICES[contactMode]),
      status: itemAt(statuses, index),
    };
    return { ...booking, ...sessionTimes(sessions, booking) };
  });
}

const APP_ISSUES: ReadonlyArray<{ type: AppIssue['type']; comment: string; solved: boolean }> = [
  { type: 'BUG', comment: 'App crashes when I open the Wallet tab right after recharging with UPI.', solved: true },
  { type: 'BUG', comment: 'OTP does not arrive on my Jio number; I had to retry four times.', solved: true },
  { type: 'SUGGESTION', comment: 'Please add Hindi and Tamil as app languages.', solved: false },
  { type: 'BUG', comment: 'Video call freezes after about 2 minutes on 4G while the audio keeps working.', solved: false },
  { type: 'BUG', comment: 'I was charged twice (₹199 each) for a single chat session.', solved: true },
  { type: 'SUGGESTION', comment: 'Let me schedule a call with a consultant for later instead of only instant calls.', solved: true },
  { type: 'BUG', comment: "Profile photo upload fails with 'Something went wrong' for images above 5 MB.", solved: false },
  { type: 'SUGGESTION', comment: "Show the consultant's per-minute rate before an audio call starts.", solved: false },
  { type: 'BUG', comment: 'The quiz reminder notification arrives after the quiz has already started.', solved: true },
  { type: 'SUGGESTION', comment: 'Please add a dark mode; the white screens are too bright at night.', solved: true },
];

/** '9876543210' as '+91 98765 43210'. */
function displayPhone(phone: string): string {
  return `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
}

function buildAppIssues(ctx: Context, users: readonly User[]): AppIssue[] {
  const { random } = ctx;
  return APP_ISSUES.map((issue, index) => {
    const user = random.pick(users);
    const raisedMs = random.between(ist('2026-05-01T00:00:00'), NOW_MS - 20 * DAY_MS);
    return {
      id: index + 1,
      name: user.name,
      number: displayPhone(user.phoneNumber ?? mobileNumber(ctx)),
      type: issue.type,
      comment: issue.comment,
      raisedDate: isoDay(raisedMs),
      solvedDate: issue.solved ? isoDay(raisedMs + random.int(1, 14) * DAY_MS) : null,
    };
  });
}

// ---------------------------------------------------------------------------------------
// Entry point

function assertCount(name: string, value: number, minimum: number): void {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new RangeError(`${name} must be a whole number of at least ${minimum}, got ${value}`);
  }
}

/** The whole stand-in database for the given counts; the same options give the same data. */
export function generateDatabase(options: GenerateOptions): Database {
  assertCount('consultants', options.consultants, 1);
  assertCount('transactions', options.transactions, 0);
  const ctx = createContext(options.seed ?? DEFAULT_SEED);
  const operators = buildOperators(ctx);
  const consultants = buildConsultants(ctx, options.consultants);
  const users = buildUsers(ctx, userCountFor(options.consultants));
  const { chatRooms, chatMessages } = buildChats(ctx, users, consultants);
  return {
    consultants,
    users,
    operators,
    transactions: buildTransactions(ctx, options.transactions, users, consultants),
    quizMatches: buildQuizMatches(ctx, users),
    questions: buildQuestions(ctx),
    quizzes: buildQuizzes(ctx, users),
    pools: buildPools(ctx, users),
    companyExpenses: buildCompanyExpenses(ctx),
    chatRooms,
    chatMessages,
    notifications: [],
    settlements: [],
    uploads: [],
    bookings: buildBookings(ctx, new Random((options.seed ?? DEFAULT_SEED) ^ SESSION_SEED_MASK), users, consultants),
    app_issues: buildAppIssues(ctx, users),
    sessions: [],
    // Money and consultants' status are finance's and the admin's: the log is theirs.
    activity: buildActivity(ctx, options.activity ?? 0, operators.filter((operator) => operator.role === 'admin' || operator.role === 'finance'), consultants),
    approvals: [],
  };
}

/** An activity log as operators would leave it: sign-ins, settlements, bank details and verifications, oldest first. */
function buildActivity(ctx: Context, count: number, operators: readonly Operator[], consultants: readonly Consultant[]): ActivityRecord[] {
  const { random } = ctx;
  const times = Array.from({ length: count }, () => random.between(ist('2026-06-01T00:00:00'), NOW_MS)).sort((a, b) => a - b);
  return times.map((atMs) => {
    const operator = random.pick(operators);
    const consultant = random.pick(consultants);
    const action = random.pick(['settlePayment', 'updateBankDetails', 'verifyConsultant', 'unverifyConsultant', 'verifyOtp'] as const);
    const target = action === 'verifyOtp' ? null : { kind: 'consultant', id: consultant._id, name: consultant.name };
    const changes =
      action === 'updateBankDetails'
        ? [{ field: 'bankDetails', before: consultant.bankDetails ?? '', after: `${random.pick(BANKS).name} A/C ${random.int(10_000_000, 99_999_999)}` }]
        : action === 'verifyConsultant' || action === 'unverifyConsultant'
          ? [{ field: 'isActive', before: String(action === 'unverifyConsultant'), after: String(action === 'verifyConsultant') }]
          : [];
    return {
      _id: ctx.ids.next(atMs),
      at: new Date(atMs).toISOString(),
      operatorId: operator._id,
      operator: operator.name,
      action,
      target,
      changes,
      detail: action === 'settlePayment' ? `₹${random.int(100, 90_000).toLocaleString('en-IN')} settled` : null,
    };
  });
}

/**
 * `count` more transactions among the people `db` already has, newest first with the rest: a
 * list long enough to be asked a page at a time, over data whose every other part is the seed's
 * (the journeys' expectations). The same seed gives the same transactions.
 */
export function withMoreTransactions(db: Database, count: number, seed = DEFAULT_SEED): Database {
  assertCount('transactions', count, 0);
  if (count === 0) return db;
  const ctx = createContext(seed ^ 0x7a11);
  const more = buildTransactions(ctx, count, db.users, db.consultants);
  return { ...db, transactions: [...db.transactions, ...more].sort((a, b) => b.timestamp.localeCompare(a.timestamp)) };
}

/** A year of a marketplace's data (issue 47): what `db:generate --preset year` writes. */
export const YEAR_PRESET = {
  consultants: 100_000,
  transactions: 1_000_000,
  activity: 1_000_000,
  bookings: 200_000,
  chatRooms: 50_000,
  chatMessages: 1_000_000,
  quizMatches: 100_000,
} as const;

export type YearCounts = { [K in keyof typeof YEAR_PRESET]: number };

/**
 * The stand-in database at a marketplace's scale: the seed's collections as generateDatabase
 * makes them, with as many bookings, chat rooms and messages and quiz matches as asked. The
 * same counts and seed give the same data.
 */
export function generateAtScale(counts: YearCounts, seed = DEFAULT_SEED): Database {
  const db = generateDatabase({ consultants: counts.consultants, transactions: counts.transactions, activity: counts.activity, seed });
  const ctx = createContext(seed ^ 0x7ea12);
  const { chatRooms, chatMessages } = buildManyChats(ctx, db.users, db.consultants, counts.chatRooms, counts.chatMessages);
  return {
    ...db,
    bookings: buildBookings(ctx, new Random(seed ^ SESSION_SEED_MASK ^ 0x7ea12), db.users, db.consultants, counts.bookings),
    quizMatches: buildQuizMatches(ctx, db.users, counts.quizMatches),
    chatRooms,
    chatMessages,
  };
}

/** `rooms` chats between followers and consultants, with `messages` messages among them (the seed's scripts, over and over). */
function buildManyChats(ctx: Context, users: readonly User[], consultants: readonly Consultant[], rooms: number, messages: number): { chatRooms: ChatRoom[]; chatMessages: ChatMessage[] } {
  const { random } = ctx;
  const chatRooms: ChatRoom[] = [];
  const seen = new Set<string>();
  for (let tries = 0; chatRooms.length < rooms && tries < rooms * 4; tries += 1) {
    const user = random.pick(users);
    const consultant = random.pick(consultants);
    const roomid = `room_${user._id}_${consultant._id}`;
    if (seen.has(roomid)) continue;
    seen.add(roomid);
    const createdMs = random.between(ist('2026-01-01T00:00:00'), NOW_MS - DAY_MS);
    chatRooms.push({ _id: ctx.ids.next(createdMs), roomid, sender: { _id: user._id, name: user.name }, receiver: { _id: consultant._id, name: consultant.name }, createdAt: isoDateTime(createdMs) });
  }
  const chatMessages: ChatMessage[] = [];
  chatRooms.forEach((room, index) => {
    const count = Math.floor(messages / chatRooms.length) + (index < messages % chatRooms.length ? 1 : 0);
    const script = itemAt(CHAT_SCRIPTS, index % CHAT_SCRIPTS.length);
    let timeMs = Date.parse(room.createdAt) + random.int(1, 30) * MINUTE_MS;
    for (let line = 0; line < count; line += 1) {
      timeMs += random.int(1, 8) * MINUTE_MS + random.int(0, 59) * 1000;
      chatMessages.push({ _id: ctx.ids.next(timeMs), roomid: room.roomid, sender: line % 2 === 0 ? room.sender._id : room.receiver._id, messagecontent: itemAt(script, line % script.length), createdat: isoDateTime(timeMs) });
    }
  });
  return { chatRooms, chatMessages };
}
