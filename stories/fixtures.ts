/** Fixtures for stories, drawn from the seed so that one source holds every fact. */
import seed from '../db.json';
import type { StoredSession } from '../src/api/session';
import type { Role } from '../src/api/schemas/roles';

const operator = seed.operators[0];
if (!operator) throw new Error('db.json has no operator');

export const signedInSession: StoredSession = {
  user: { _id: operator._id, name: operator.name, phoneNumber: operator.phoneNumber, role: 'admin' },
  expiresAt: '2999-01-01T00:00:00.000Z',
};

/**
 * Signed in as the seed's operator of `role` (issue 48: Priya Nair finance, Rohan Iyer support,
 * Sana Qureshi content; a viewer is made up, the seed has none): a story's `parameters.role`.
 */
export function signedInAs(role: Role): StoredSession {
  const found = seed.operators.find((entry) => entry.role === role);
  const user = found ? { _id: found._id, name: found.name, phoneNumber: found.phoneNumber, role } : { _id: '659383f0aec672cf5ae9c0dd', name: 'Meera Das', phoneNumber: '+919876500005', role };
  return { user, expiresAt: signedInSession.expiresAt };
}

/**
 * What another tab of the browser does when its operator logs out or its session ends: the
 * shared details go, the reason is left for every tab, and this tab hears it as a storage
 * event, exactly as the browser delivers it.
 */
export function signOutInAnotherTab(reason: 'logout' | 'expired'): void {
  const oldValue = window.localStorage.getItem('consult.session');
  window.localStorage.removeItem('consult.session');
  window.localStorage.setItem('consult.signedOut', JSON.stringify({ reason, tab: 'another-tab' }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'consult.session', oldValue, newValue: null, storageArea: window.localStorage }));
}

/** The seed keeps the operator's number in international form; /login2 takes it beside the +91 picker. */
export const operatorNationalNumber = operator.phoneNumber.replace(/^\+91/, '');

/** SPEC.md 'Shared navigation': the main links and where they go, as the stories expect them. */
export const specMainNavLinks = [
  ['Home', '/'],
  ['About', '/about'],
  ['Privacy Policy', '/privacy2'],
  ['Terms & Conditions', '/terms2'],
  ['Contact Us', '/contact'],
] as const;

/** SPEC.md 'Dashboard': the side menu, in order, as the stories expect it (Logout is a button). */
export const specDashboardMenu = [
  'Dashboard',
  'Booking Summary',
  'App Issues',
  'Earnings',
  'Important Links',
  'Company Expenses',
  'TransactionsList',
  'Q&A Manager',
  'Quiz Details',
  // Issue 25: the activity log, after SPEC.md's tabs.
  'Activity',
  // Issue 48: what waits for a second operator (every role may look).
  'Approvals',
  // Issue 48: who may sign in, with what role (admins alone see it).
  'Operators',
] as const;

/** SPEC.md section 2, Q&A Manager tabs, in its order and spelling ('quizdetails', 'inactive quiz' lower case). */
export const QA_MANAGER_TABS = ['Generate', 'Live', 'Not Live', 'quizdetails', 'inactive quiz', 'active quiz', 'Create Pool', 'Active Pool', 'Inactive Pool'] as const;

/** A back-office tab's own heading, the page's h1 (issue 26): its name exactly. */
export const tabHeading = (tab: string) => new RegExp(`^${tab.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** SPEC.md section 9's greeting, of the operator signed in (issue 26): 'Good Morning, Aarav'. */
export const operatorGreeting = new RegExp(`^Good (Morning|Afternoon|Evening), ${operator.name.split(' ')[0]}$`);
