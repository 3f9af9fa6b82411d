import { describe, expect, it } from 'vitest';
import seed from '../../../../db.json';
import { seedData } from '@/api/mocks';
import type { ActivityRecord } from '@/api/schemas';
import { matchEntries } from '@/lib/paletteMatch';
import { chatRoomItems, consultantItems, expenseItems, poolItems, quizItems, recentActionItems, sectionItems, tabItems } from './paletteItems';

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

  it("include the Q&A Manager's own tabs, found by name", () => {
    const sections = sectionItems();
    expect(matchEntries(sections, 'create pool').map((item) => item.href)).toEqual(['/dashboard/questions?tab=create-pool']);
    expect(sections).toHaveLength(9);
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

  it("are the operator's own changes to records, newest first, each opening that record's history", () => {
    const items = recentActionItems(log, 'me', 5);
    expect(items.map((item) => item.label)).toEqual(['Marked a payment paid or unpaid: Office Rent', 'Added a payment: Office Rent', 'Settled a payment: Pooja Ghosh']);
    expect(items.map((item) => item.href)).toEqual(['/dashboard/activity?about=e1', '/dashboard/activity?about=e1', '/dashboard/activity?about=c1']);
  });

  it('are at most the number asked for', () => {
    expect(recentActionItems(log, 'me', 2)).toHaveLength(2);
    expect(recentActionItems(log, 'nobody', 5)).toEqual([]);
  });
});
