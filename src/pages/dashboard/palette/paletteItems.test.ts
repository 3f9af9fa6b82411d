import { describe, expect, it } from 'vitest';
import seed from '../../../../db.json';
import { seedData } from '@/api/mocks';
import type { ActivityRecord } from '@/api/schemas';
import { can, refusedMessage, type Permission } from '@/api/schemas/roles';
import { SEED_LINKS } from '@/features/links/model/importantLinks';
import { matchEntries } from '@/lib/paletteMatch';
import {
  appIssueItems,
  bookingItems,
  chatRoomItems,
  consultantItems,
  expenseItems,
  expensePaymentItems,
  linkItems,
  poolItems,
  questionItems,
  quizItems,
  quizMatchItems,
  recentActionItems,
  recordHref,
  sectionItems,
  tabItems,
} from './paletteItems';
import { transactionsFoundItems } from './transactionSearch';
import { questionTabOffered } from '../questions/questionTabIds';

const db = seedData();

describe('consultants in the palette', () => {
  const items = consultantItems(db.consultants);

  it('open Earnings searched for their creator ID, landing on their row', () => {
    const pooja = items.find((item) => item.label === 'Pooja Ghosh');
    expect(pooja).toMatchObject({ href: '/dashboard/earnings?q=CR4ENEXF9BM9', rowName: 'Pooja Ghosh' });
  });

  it("are found by name, by creator ID and by phone written with +91 and spaces", () => {
    expect(matchEntries(items, 'pooja').map((item) => item.label)).toEqual(['Pooja Ghosh']);
    expect(matchEntries(items, 'cr4enex').map((item) => item.label)).toEqual(['Pooja Ghosh']);
    expect(matchEntries(items, '+91 78931 31450').map((item) => item.label)).toEqual(['Pooja Ghosh']);
  });

  it("narrow Earnings to one row: no one else's name, ID or phone holds a consultant's creator ID", () => {
    for (const consultant of seed.consultants) {
      const others = seed.consultants.filter((other) => other !== consultant);
      const holding = others.filter((other) => [other.name, other.dataid, other.phoneNumber].some((text) => text.toLowerCase().includes(consultant.dataid.toLowerCase())));
      expect(holding, consultant.dataid).toEqual([]);
    }
  });
});

describe('expense types, quizzes and pools in the palette', () => {
  it('open their tab searched for their name', () => {
    expect(expenseItems(db.companyExpenses).find((item) => item.label === 'Office Rent')?.href).toBe('/dashboard/expenses?q=Office+Rent');
    const quizzes = quizItems(db.quizzes);
    expect(quizzes.find((item) => item.label === 'Sunday GK Bonanza')?.href).toBe('/dashboard/questions?tab=active-quiz&q=Sunday+GK+Bonanza');
    expect(quizzes.find((item) => item.label === 'Word Power Weekly')?.href).toBe('/dashboard/questions?tab=inactive-quiz&q=Word+Power+Weekly');
    const pools = poolItems(db.pools);
    expect(pools.find((item) => item.label === 'Mega Weekend Pool')?.href).toBe('/dashboard/questions?tab=active-pool&q=Mega+Weekend+Pool');
    expect(pools.find((item) => item.label === 'Beginners Pool')?.href).toBe('/dashboard/questions?tab=inactive-pool&q=Beginners+Pool');
  });

  it('say how many payments an expense type has, and which list a pool is in', () => {
    expect(expenseItems(db.companyExpenses).find((item) => item.label === 'Office Rent')?.detail).toMatch(/^\d+ payments$/);
    expect(poolItems(db.pools).find((item) => item.label === 'Diwali Dhamaka Pool')?.detail).toBe('Inactive Pool · prize ₹25,000');
  });
});

describe('bookings, app issues and transactions in the palette', () => {
  it('open their tab showing them alone, landing on the row named by their ID (or who paid)', () => {
    const booking = bookingItems(db.bookings).find((item) => item.id === 'booking:3');
    expect(booking).toMatchObject({ label: 'Booking 3: Krishna Kaur with Vihaan Mukherjee', href: '/dashboard/bookings?record=3', rowName: '3' });
    expect(booking?.detail).toMatch(/^Photography · Completed · booked 6 Oct( 2026)?$/);
    expect(appIssueItems(db.app_issues).find((item) => item.id === 'app-issue:2')).toMatchObject({
      label: 'Issue 2 from Rohan Chatterjee',
      detail: 'BUG · solved · OTP does not arrive on my Jio number; I had to retry four times.',
      href: '/dashboard/app-issues?record=2',
      rowName: '2',
    });
    const [transaction] = transactionsFoundItems({ people: [], transactions: db.transactions.filter((t) => t._id === '6ad9a7afaec672cf5ae9c153') });
    expect(transaction).toMatchObject({ label: '₹299 from Vivaan Sethi to Sai Khan', href: '/dashboard/transactions?record=6ad9a7afaec672cf5ae9c153', rowName: 'Vivaan Sethi' });
    expect(transaction?.detail).toMatch(/^chat · 22 Oct(?: 2026)?, \d+:05 [ap]m, /);
  });

  it('are found by ID, by either person, and an issue by its comment or the phone number that raised it, however written', () => {
    const bookings = bookingItems(db.bookings);
    // '1' is also in 10, 11, 12…: the one whose ID starts with it comes first.
    expect(matchEntries(bookings, '1')[0]?.id).toBe('booking:1');
    expect(matchEntries(bookings, 'krishna vihaan').map((item) => item.id)).toEqual(['booking:3']);
    const issues = appIssueItems(db.app_issues);
    expect(matchEntries(issues, 'jio number').map((item) => item.id)).toEqual(['app-issue:2']);
    expect(matchEntries(issues, '7157838778').map((item) => item.id)).toEqual(['app-issue:2']);
  });

  it("keep a record's ID whole in its link", () => {
    expect(recordHref('/dashboard/bookings', 'a&b=c#d')).toBe('/dashboard/bookings?record=a%26b%3Dc%23d');
    expect(new URL(recordHref('/dashboard/bookings', 'a&b=c#d'), 'http://x').searchParams.get('record')).toBe('a&b=c#d');
  });

  it('shorten a long comment, and name a transaction whose payer is gone Unknown', () => {
    const long = { ...db.app_issues[0]!, comment: 'x'.repeat(500) };
    expect(appIssueItems([long])[0]?.detail).toMatch(/^BUG · solved · x{79}…$/);
    const gone = db.transactions.find((transaction) => transaction.userRef === null)!;
    const [item] = transactionsFoundItems({ people: [], transactions: [gone] });
    expect(item?.label).toMatch(/^₹[\d,.]+ from Unknown to /);
    expect(item?.rowName).toBe('Unknown');
  });
});

describe('questions in the palette', () => {
  type Question = (typeof db.questions)[number];
  const bySubject = (status: 'live' | 'not_live') => {
    const groups: Record<string, Question[]> = {};
    for (const question of db.questions) if (question.status === status) (groups[question.subject] ??= []).push(question);
    return groups;
  };

  it('open their list on their subject, landing on their card (named by their text)', () => {
    const items = questionItems(bySubject('not_live'), 'not_live');
    expect(items.find((item) => item.label === 'Which organ in the human body produces insulin?')).toMatchObject({
      detail: 'Not Live · Science',
      href: '/dashboard/questions?tab=not-live&subject=Science',
      rowName: 'Which organ in the human body produces insulin?',
    });
    expect(questionItems(bySubject('live'), 'live').every((item) => item.href.startsWith('/dashboard/questions?tab=live&subject='))).toBe(true);
  });

  it('are found by a word of their text, an answer or their subject; a long text is shortened but searched whole', () => {
    const items = questionItems(bySubject('not_live'), 'not_live');
    expect(matchEntries(items, 'insulin').map((item) => item.label)).toEqual(['Which organ in the human body produces insulin?']);
    expect(matchEntries(items, 'pancreas').map((item) => item.label)).toEqual(['Which organ in the human body produces insulin?']);
    const [long] = questionItems({ Science: [{ ...db.questions[0]!, question: `${'Why '.repeat(60)}is the sky blue?` }] }, 'live');
    expect(long?.label).toHaveLength(100);
    expect(long?.label.endsWith('…')).toBe(true);
    expect(matchEntries([long!], 'sky blue')).toHaveLength(1);
    const [blank] = questionItems({ Science: [{ ...db.questions[0]!, question: '  ' }] }, 'live');
    expect(blank).toMatchObject({ label: '(No question text)', rowName: '(No question text)' });
  });
});

describe('transactions in the palette', () => {
  // What the backend finds (POST /lists/transactions/find; its own tests check the finding).
  const vivaan = db.transactions.filter((transaction) => transaction.userRef?.name === 'Vivaan Sethi');
  const items = transactionsFoundItems({
    people: [
      { name: 'Vivaan Sethi', side: 'by', count: vivaan.length },
      { name: 'Sai Khan', side: 'to', count: 1 },
    ],
    transactions: vivaan.slice(0, 1),
  });

  it('list the transactions found by id first, each found again by its id as more is typed', () => {
    expect(items[0]?.id).toBe(`transaction:${vivaan[0]!._id}`);
    expect(matchEntries(items, vivaan[0]!._id.slice(0, 8)).map((item) => item.id)).toEqual([`transaction:${vivaan[0]!._id}`]);
  });

  it('list each payer and payee found, with how many transactions, opening the tab searched for them', () => {
    expect(items.find((item) => item.label === 'Paid by Vivaan Sethi')).toMatchObject({
      detail: `${vivaan.length} transaction${vivaan.length === 1 ? '' : 's'}`,
      href: '/dashboard/transactions?by=Vivaan+Sethi',
    });
    expect(items.find((item) => item.label === 'Paid to Sai Khan')).toMatchObject({ detail: '1 transaction', href: '/dashboard/transactions?to=Sai+Khan' });
    expect(matchEntries(items, 'vivaan sethi').map((item) => item.label)).toContain('Paid by Vivaan Sethi');
  });
});

describe('expense payments in the palette', () => {
  const items = expensePaymentItems(db.companyExpenses);

  it('are found by their amount, with or without commas, and open Company Expenses narrowed to their type, landing on their row', () => {
    const found = matchEntries(items, '24414');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ detail: 'Not paid', href: '/dashboard/expenses?q=AWS+Hosting' });
    expect(found[0]?.id.startsWith(`payment:${db.companyExpenses[1]!._id}:`)).toBe(true);
    expect(found[0]?.label).toMatch(/^₹24,414 of 1 Sept?( 2026)? · AWS Hosting$/);
    expect(found[0]?.rowName).toBe(found[0]?.label.split(' · ')[0]);
    expect(matchEntries(items, '24,414').map((item) => item.id)).toEqual([found[0]?.id]);
  });

  it('list every payment of every type once, saying when a paid one was paid', () => {
    expect(items).toHaveLength(db.companyExpenses.reduce((sum, type) => sum + type.payments.length, 0));
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(matchEntries(items, 'salaries 420000')[0]?.detail).toMatch(/^Paid on 2 Sept?( 2026)?$/);
  });
});

describe('quiz matches in the palette', () => {
  const names = new Map(db.users.map((user) => [user._id, user.name]));
  const items = quizMatchItems(db.quizMatches, names);
  const first = db.quizMatches[0]!;

  it("are named by their players, open Quiz Details showing them alone, landing on the row named by when they were played", () => {
    expect(items[0]).toMatchObject({
      label: 'Rohan Chatterjee vs Sneha Tiwari',
      detail: 'History · played 13 Oct, 10:08 am, Morning',
      href: `/dashboard/quiz-details?record=${first._id}`,
      rowName: '13 Oct, 10:08 am, Morning',
    });
  });

  it("are found by either player's name or id and by subject", () => {
    expect(matchEntries(items, 'sneha tiwari').map((item) => item.label)).toContain('Rohan Chatterjee vs Sneha Tiwari');
    expect(matchEntries(items, first.player2.playerId).map((item) => item.id)).toContain(`quiz-match:${first._id}`);
    const general = matchEntries(items, 'general');
    expect(general.length).toBe(db.quizMatches.filter((match) => match.quizDetails.subject === 'General').length);
    expect(general.every((item) => item.detail?.startsWith('General · '))).toBe(true);
  });

  it("name a player no user has by their id", () => {
    const [unnamed] = quizMatchItems([first], new Map());
    expect(unnamed?.label).toBe(`${first.player1.playerId} vs ${first.player2.playerId}`);
  });
});

describe('important links in the palette', () => {
  it('are found by name or address and open Important Links showing them alone', () => {
    const items = linkItems([...SEED_LINKS, { id: 'a&b', name: 'Razorpay dashboard', url: 'https://dashboard.razorpay.com/' }]);
    expect(matchEntries(items, 'razorpay.com').map((item) => item.href)).toEqual(['/dashboard/links?record=a%26b']);
    expect(matchEntries(items, 'play console')[0]).toMatchObject({ label: 'Google Play Console', detail: 'https://play.google.com/console/', rowName: 'Google Play Console' });
  });
});

describe('chat rooms in the palette', () => {
  const items = chatRoomItems(db.chatRooms);

  it('open the chat history on their thread, landing on its heading', () => {
    expect(items.find((item) => item.label === 'Rohan Shah and Ayesha Mishra')).toMatchObject({
      href: '/dashboard/chats?room=room_6832d60aaec672cf5ae9c0fb_66c45482aec672cf5ae9c0ec',
      rowName: 'Rohan Shah and Ayesha Mishra',
    });
    expect(items).toHaveLength(db.chatRooms.length);
  });

  it('are found by either person, whichever side of the chat, and by room id', () => {
    expect(matchEntries(items, 'ayesha').map((item) => item.label)).toEqual(['Rohan Shah and Ayesha Mishra']);
    expect(matchEntries(items, 'rohan').map((item) => item.label).sort()).toEqual(['Rohan Chatterjee and Pari Bose', 'Rohan Shah and Ayesha Mishra']);
    expect(matchEntries(items, 'room_6832d60a').map((item) => item.label)).toEqual(['Rohan Shah and Ayesha Mishra']);
  });

  it('keep a room id that a URL would break in one piece', () => {
    const [odd] = chatRoomItems([{ ...db.chatRooms[0]!, roomid: 'room a&b=c#d' }]);
    expect(new URL(odd!.href, 'http://x').searchParams.get('room')).toBe('room a&b=c#d');
  });
});

describe('tabs in the palette', () => {
  it("are the menu's tabs and the chat history, each at its own address", () => {
    const tabs = tabItems();
    expect(tabs.find((item) => item.label === 'Earnings')?.href).toBe('/dashboard/earnings');
    expect(tabs.find((item) => item.label === 'Company Expenses')?.href).toBe('/dashboard/expenses');
    expect(tabs.at(-1)).toMatchObject({ label: 'Chat history', href: '/dashboard/chats' });
    expect(new Set(tabs.map((item) => item.id)).size).toBe(tabs.length);
  });

  it('leave out the tabs the role may not use (issue 48: Operators is for admins)', () => {
    const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);
    expect(labels(tabItems((permission) => can('admin', permission)))).toContain('Operators');
    expect(labels(tabItems((permission) => can('support', permission)))).not.toContain('Operators');
    expect(labels(tabItems((permission) => can('support', permission)))).toContain('Earnings');
  });

  it("include the Q&A Manager's own tabs, found by name", () => {
    const sections = sectionItems();
    expect(matchEntries(sections, 'create pool').map((item) => item.href)).toEqual(['/dashboard/questions?tab=create-pool']);
    expect(sections).toHaveLength(9);
  });

  it('leave out the tabs that only change things for a role that may not (issue 48)', () => {
    const support = (permission: Permission) => (can('support', permission) ? null : refusedMessage('support', permission));
    const readOnly = sectionItems((tab) => questionTabOffered(tab, support));
    expect(readOnly.map((item) => item.label)).toEqual(['Live', 'Not Live', 'quizdetails', 'inactive quiz', 'active quiz', 'Active Pool', 'Inactive Pool']);
  });
});

describe('recent actions in the palette', () => {
  const record = (id: string, operatorId: string, action: string, target: ActivityRecord['target']): ActivityRecord => ({
    _id: id,
    at: `2026-11-0${id}T04:00:00.000Z`,
    operatorId,
    operator: operatorId === 'me' ? 'Aarav Mehta' : 'Priya Nair',
    action,
    target,
    changes: [],
    detail: null,
  });
  const pooja = { kind: 'consultant', id: 'c1', name: 'Pooja Ghosh' };
  const rent = { kind: 'expense type', id: 'e1', name: 'Office Rent' };
  const log = [
    record('1', 'me', 'verifyOtp', { kind: 'operator', id: 'me', name: 'Aarav Mehta' }),
    record('2', 'me', 'settlePayment', pooja),
    record('3', 'other', 'updateBankDetails', pooja),
    record('4', 'me', 'addExpensePayment', rent),
    record('5', 'me', 'togglePayment', rent),
  ];

  it("each open the history of the record it changed, in the order the backend gave (newest first)", () => {
    const items = recentActionItems([log[4]!, log[3]!, log[1]!]);
    expect(items.map((item) => item.label)).toEqual(['Marked a payment paid or unpaid: Office Rent', 'Added a payment: Office Rent', 'Settled a payment: Pooja Ghosh']);
    expect(items.map((item) => item.href)).toEqual(['/dashboard/activity?about=e1', '/dashboard/activity?about=e1', '/dashboard/activity?about=c1']);
  });

  it('leave out a record that concerns no record', () => {
    expect(recentActionItems([record('6', 'me', 'logout', null)])).toEqual([]);
  });
});
