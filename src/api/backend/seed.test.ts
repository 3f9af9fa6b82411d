/**
 * The tracked seed (db.json) is what every demo, story and end-to-end run starts from, so
 * it must fit the data contract and keep the edge cases the screens are built to survive.
 * Regenerate it with `npm run db:generate -- --out db.json`.
 */
import { describe, expect, it } from 'vitest';
import seed from '../../../db.json';
import { databaseSchema } from './db';

const raw: unknown = seed;
const db = databaseSchema.parse(raw);
/** The consultants exactly as stored, to tell a missing field from an empty one. */
const storedConsultants = (raw as { consultants: Array<Record<string, unknown>> }).consultants;

const OBJECT_ID = /^[0-9a-f]{24}$/;
const TEN_DIGIT_MOBILE = /^[6-9]\d{9}$/;
const AVATAR = /^https:\/\/i\.pravatar\.cc\/150\?img=([1-9]|[1-6]\d|70)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDateTime = (value: string): boolean => !Number.isNaN(Date.parse(value));
const countWhere = <T>(items: readonly T[], test: (item: T) => boolean): number => items.filter(test).length;
const distinct = <T>(items: readonly T[]): number => new Set(items).size;

describe('db.json seed', () => {
  it('fits the database schema and has the expected sizes', () => {
    expect(db.consultants).toHaveLength(30);
    expect(db.transactions).toHaveLength(60);
    expect(db.users.length).toBeGreaterThanOrEqual(20);
    expect(db.quizMatches).toHaveLength(10);
    expect(db.questions).toHaveLength(40);
    expect(db.quizzes).toHaveLength(4);
    expect(db.pools).toHaveLength(4);
    expect(db.companyExpenses).toHaveLength(4);
    expect(db.chatRooms).toHaveLength(5);
    expect(db.bookings).toHaveLength(15);
    expect(db.app_issues).toHaveLength(10);
    for (const empty of [db.notifications, db.settlements, db.uploads, db.sessions]) {
      expect(empty).toEqual([]);
    }
  });

  it('uses unique Mongo-style ids across every collection', () => {
    const ids = [
      ...db.consultants,
      ...db.users,
      ...db.operators,
      ...db.transactions,
      ...db.quizMatches,
      ...db.questions,
      ...db.quizzes,
      ...db.pools,
      ...db.companyExpenses,
      ...db.chatRooms,
    ].map((record) => record._id);
    for (const id of ids) expect(id).toMatch(OBJECT_ID);
    expect(distinct(ids)).toBe(ids.length);
  });

  it('has the four back-office operators, one of each role that works (issue 48)', () => {
    expect(db.operators.map(({ name, phoneNumber, role, active }) => ({ name, phoneNumber, role, active }))).toEqual([
      { name: 'Aarav Mehta', phoneNumber: '+919876500001', role: 'admin', active: true },
      { name: 'Priya Nair', phoneNumber: '+919876500002', role: 'finance', active: true },
      { name: 'Rohan Iyer', phoneNumber: '+919876500003', role: 'support', active: true },
      { name: 'Sana Qureshi', phoneNumber: '+919876500004', role: 'content', active: true },
    ]);
  });
});

describe('consultants', () => {
  it('have creator IDs, 10-digit mobiles and avatar pictures', () => {
    const dataids = db.consultants.map((consultant) => consultant.dataid);
    for (const dataid of dataids) expect(dataid).toMatch(/^CR[A-Z0-9]{10}$/);
    expect(distinct(dataids)).toBe(dataids.length);
    const phones = [...db.consultants, ...db.users].map((person) => person.phoneNumber);
    for (const phone of phones) expect(phone).toMatch(TEN_DIGIT_MOBILE);
    expect(distinct(phones)).toBe(phones.length);
    for (const consultant of db.consultants) {
      expect(consultant.profilePicUrl).toMatch(AVATAR);
      for (const image of consultant.imagesArray ?? []) expect(image).toMatch(AVATAR);
    }
  });

  it('include photos, empty and missing image lists', () => {
    expect(countWhere(storedConsultants, (c) => Array.isArray(c.imagesArray) && c.imagesArray.length > 0)).toBeGreaterThan(0);
    expect(countWhere(storedConsultants, (c) => Array.isArray(c.imagesArray) && c.imagesArray.length === 0)).toBeGreaterThan(0);
    expect(countWhere(storedConsultants, (c) => !('imagesArray' in c))).toBeGreaterThan(0);
  });

  it('are roughly 60% active', () => {
    const active = countWhere(db.consultants, (consultant) => consultant.isActive);
    expect(active).toBeGreaterThanOrEqual(15);
    expect(active).toBeLessThanOrEqual(21);
  });

  it('have exactly one missing push token and one unparseable createdAt', () => {
    expect(countWhere(storedConsultants, (c) => !('firebasetoken' in c))).toBe(1);
    for (const consultant of db.consultants) {
      if (consultant.firebasetoken !== undefined) expect(consultant.firebasetoken).toMatch(/^[\w-]{22}:APA91b[\w-]+$/);
    }
    const invalid = db.consultants.filter((consultant) => !isDateTime(consultant.createdAt ?? ''));
    expect(invalid.map((consultant) => consultant.createdAt)).toEqual(['not-a-date']);
  });

  it('were created between 2024 and 2026', () => {
    const years = new Set(
      db.consultants
        .map((consultant) => consultant.createdAt ?? '')
        .filter(isDateTime)
        .map((createdAt) => new Date(createdAt).getUTCFullYear()),
    );
    expect([...years].sort()).toEqual([2024, 2025, 2026]);
  });

  it('carry earnings as numeric strings: some zero, most positive, at least 3 missing', () => {
    expect(countWhere(storedConsultants, (c) => !('earnings' in c))).toBeGreaterThanOrEqual(3);
    const earnings = db.consultants.flatMap((consultant) => (consultant.earnings === undefined ? [] : [consultant.earnings]));
    for (const value of earnings) expect(value).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(earnings).toContain('0');
    expect(countWhere(earnings, (value) => Number(value) > 0)).toBeGreaterThan(db.consultants.length / 2);
  });

  it('have bank details set, empty and missing', () => {
    const set = db.consultants.filter((consultant) => (consultant.bankDetails ?? '') !== '');
    expect(set.length).toBeGreaterThan(0);
    for (const consultant of set) {
      expect(consultant.bankDetails).toMatch(/\nA\/C \d{9,18}\nIFSC [A-Z]{4}0[A-Z0-9]{6}\nName: /);
    }
    expect(countWhere(storedConsultants, (c) => c.bankDetails === '')).toBeGreaterThan(0);
    expect(countWhere(storedConsultants, (c) => !('bankDetails' in c))).toBeGreaterThan(0);
  });

  it('have an exam status', () => {
    for (const consultant of db.consultants) expect(['Passed', 'Pending', 'Not taken']).toContain(consultant.exam);
  });
});

describe('transactions', () => {
  it('are rupee payments of known types from 2025-2026', () => {
    const types = new Set(db.transactions.map((transaction) => transaction.type));
    for (const type of types) expect(['chat', 'audio call', 'video call', 'quiz entry', 'pool entry']).toContain(type);
    for (const transaction of db.transactions) {
      expect(Number.isInteger(transaction.amount)).toBe(true);
      expect(transaction.amount).toBeGreaterThanOrEqual(99);
      expect(transaction.amount).toBeLessThanOrEqual(2999);
      expect(isDateTime(transaction.timestamp)).toBe(true);
      expect([2025, 2026]).toContain(new Date(transaction.timestamp).getUTCFullYear());
    }
  });

  it('name known consultants and users, with exactly two deleted users', () => {
    const consultantNames = new Set(db.consultants.map((consultant) => consultant.name));
    const userNames = new Set(db.users.map((user) => user.name));
    expect(countWhere(db.transactions, (transaction) => transaction.userRef === null)).toBe(2);
    for (const { userRef, consultantRef } of db.transactions) {
      if (userRef) expect(userNames.has(userRef.name)).toBe(true);
      expect(consultantRef && consultantNames.has(consultantRef.name)).toBe(true);
    }
  });
});

describe('quiz data', () => {
  it('quiz matches name two different existing users and a known subject', () => {
    const userIds = new Set(db.users.map((user) => user._id));
    for (const match of db.quizMatches) {
      expect(userIds.has(match.player1.playerId)).toBe(true);
      expect(userIds.has(match.player2.playerId)).toBe(true);
      expect(match.player1.playerId).not.toBe(match.player2.playerId);
      expect(isDateTime(match.player1.timestamp) && isDateTime(match.player2.timestamp)).toBe(true);
      expect(['General', 'History', 'English', 'Science']).toContain(match.quizDetails.subject);
    }
  });

  it('questions have 4 answers, a correct answer among them, and both statuses per subject', () => {
    const subjects = new Set(db.questions.map((question) => question.subject));
    expect(subjects.size).toBeGreaterThanOrEqual(4);
    for (const subject of ['General', 'History', 'English']) {
      const statuses = new Set(db.questions.filter((question) => question.subject === subject).map((q) => q.status));
      expect([...statuses].sort()).toEqual(['live', 'not_live']);
    }
    for (const question of db.questions) {
      expect(question.answers).toHaveLength(4);
      expect(question.answerImages).toHaveLength(4);
      expect(question.answers).toContain(question.correctAnswer);
      expect(question.question.trim()).not.toBe('');
    }
    const withImages = db.questions.filter(
      (question) => question.questionImage !== '' || question.answerImages.some((image) => image !== ''),
    );
    expect(withImages.length).toBeGreaterThanOrEqual(2);
    expect(withImages.length).toBeLessThan(db.questions.length / 2);
  });

  it('quizzes: 2 active and 2 inactive, with every field', () => {
    const userIds = new Set(db.users.map((user) => user._id));
    expect(countWhere(db.quizzes, (quiz) => quiz.active)).toBe(2);
    for (const quiz of db.quizzes) {
      expect(quiz.name).not.toBe('');
      expect(quiz.prize).toMatch(/^₹[\d,]+$/);
      expect(quiz.timePerQuestion).toBeGreaterThan(0);
      expect(quiz.numberOfQuestions).toBeGreaterThan(0);
      expect(isDateTime(quiz.startTime)).toBe(true);
      expect(quiz.winnerId === '' || userIds.has(quiz.winnerId)).toBe(true);
      expect(quiz.domain).not.toBe('');
      expect(quiz.prompt).not.toBe('');
    }
    expect(countWhere(db.quizzes, (quiz) => quiz.winnerId !== '')).toBeGreaterThan(0);
  });

  it('pools: 2 active and 2 inactive, rewards in rupees, entrants are users below the seat count', () => {
    const userIds = new Set(db.users.map((user) => user._id));
    expect(countWhere(db.pools, (pool) => pool.active)).toBe(2);
    for (const pool of db.pools) {
      expect(pool.prize).toMatch(/^₹[\d,]+$/);
      expect(pool.entryFee).toMatch(/^₹[\d,]+$/);
      expect(pool.rewards.length).toBeGreaterThan(0);
      expect(pool.rewards[0]?.rankRange).toBe('1');
      for (const reward of pool.rewards) {
        expect(reward.rankRange).toMatch(/^\d+(-\d+)?$/);
        expect(reward.prize).toMatch(/^₹[\d,]+$/);
      }
      expect(pool.entrants.length).toBeLessThan(pool.totalSeats);
      expect(distinct(pool.entrants)).toBe(pool.entrants.length);
      for (const entrant of pool.entrants) expect(userIds.has(entrant)).toBe(true);
    }
  });
});

describe('company expenses', () => {
  it('keep total and isPaid consistent with their payments', () => {
    for (const expense of db.companyExpenses) {
      expect(expense.total).toBe(expense.payments.reduce((sum, payment) => sum + payment.amount, 0));
      expect(expense.isPaid).toBe(expense.payments.length > 0 && expense.payments.every((payment) => payment.isPaid));
      for (const payment of expense.payments) {
        expect(payment.date).toMatch(DAY);
        if (payment.isPaid) expect(payment.paidOn).toMatch(DAY);
        else expect(payment.paidOn).toBeNull();
      }
    }
  });

  it('mix paid and unpaid payments and include a type without payments', () => {
    const payments = db.companyExpenses.flatMap((expense) => expense.payments);
    expect(payments.some((payment) => payment.isPaid)).toBe(true);
    expect(payments.some((payment) => !payment.isPaid)).toBe(true);
    expect(countWhere(db.companyExpenses, (expense) => expense.payments.length === 0)).toBe(1);
  });
});

describe('chats', () => {
  it('rooms pair a user with a consultant', () => {
    const users = new Map(db.users.map((user) => [user._id, user.name]));
    const consultants = new Map(db.consultants.map((consultant) => [consultant._id, consultant.name]));
    for (const room of db.chatRooms) {
      expect(users.get(room.sender._id)).toBe(room.sender.name);
      expect(consultants.get(room.receiver._id)).toBe(room.receiver.name);
      expect(room.roomid).toBe(`room_${room.sender._id}_${room.receiver._id}`);
      expect(isDateTime(room.createdAt)).toBe(true);
    }
  });

  it('threads have 0 or 4-12 messages from the two participants, oldest first', () => {
    for (const room of db.chatRooms) {
      const thread = db.chatMessages.filter((message) => message.roomid === room.roomid);
      expect(thread.length === 0 || (thread.length >= 4 && thread.length <= 12)).toBe(true);
      const times = thread.map((message) => Date.parse(message.createdat));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const message of thread) {
        expect([room.sender._id, room.receiver._id]).toContain(message.sender);
        expect(message.messagecontent.trim()).not.toBe('');
      }
    }
    const roomIds = new Set(db.chatRooms.map((room) => room.roomid));
    for (const message of db.chatMessages) expect(roomIds.has(message.roomid ?? '')).toBe(true);
  });
});

describe('sample tables', () => {
  it('bookings are numbered 1-15 and cover every contact mode and status', () => {
    expect(db.bookings.map((booking) => booking.id)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
    expect(new Set(db.bookings.map((booking) => booking.contactMode))).toEqual(new Set(['audio call', 'chat', 'video call']));
    expect(new Set(db.bookings.map((booking) => booking.status))).toEqual(new Set(['Completed', 'Rejected', 'Processing']));
    for (const booking of db.bookings) {
      expect(booking.bookedOn).toMatch(DAY);
      expect(booking.price).toBeGreaterThan(0);
    }
  });

  it("each booking's session starts after the day it was booked and ends after it starts, as its status says", () => {
    const now = Date.parse('2026-11-01T10:00:00+05:30');
    for (const booking of db.bookings) {
      const start = Date.parse(booking.sessionStart);
      const end = Date.parse(booking.sessionEnd);
      expect(start).toBeGreaterThanOrEqual(Date.parse(`${booking.bookedOn}T00:00:00+05:30`));
      expect(end - start).toBeGreaterThanOrEqual(15 * 60_000);
      expect(end - start).toBeLessThanOrEqual(60 * 60_000);
      // Completed sessions are over by the seed's now; Processing ones are still to come.
      if (booking.status === 'Completed') expect(end).toBeLessThan(now);
      if (booking.status === 'Processing') expect(start).toBeGreaterThan(now);
    }
  });

  it('app issues cover bugs and suggestions, solved and open', () => {
    expect(db.app_issues.map((issue) => issue.id)).toEqual(Array.from({ length: 10 }, (_, index) => index + 1));
    expect(new Set(db.app_issues.map((issue) => issue.type))).toEqual(new Set(['BUG', 'SUGGESTION']));
    expect(db.app_issues.some((issue) => issue.solvedDate === null)).toBe(true);
    for (const issue of db.app_issues) {
      expect(issue.number).toMatch(/^\+91 [6-9]\d{4} \d{5}$/);
      expect(issue.raisedDate).toMatch(DAY);
      if (issue.solvedDate !== null) {
        expect(issue.solvedDate).toMatch(DAY);
        expect(issue.solvedDate >= issue.raisedDate).toBe(true);
      }
    }
    expect(db.app_issues.some((issue) => issue.solvedDate !== null)).toBe(true);
  });
});
