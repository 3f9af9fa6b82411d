/** Fixtures for stories, drawn from the seed so that one source holds every fact. */
import seed from '../db.json';
import type { StoredSession } from '../src/api/session';

const operator = seed.operators[0];
if (!operator) throw new Error('db.json has no operator');

export const signedInSession: StoredSession = {
  token: 'story-session-token',
  user: { _id: operator._id, name: operator.name, phoneNumber: operator.phoneNumber },
};

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
] as const;

/** SPEC.md section 2, Q&A Manager tabs, in its order and spelling ('quizdetails', 'inactive quiz' lower case). */
export const QA_MANAGER_TABS = ['Generate', 'Live', 'Not Live', 'quizdetails', 'inactive quiz', 'active quiz', 'Create Pool', 'Active Pool', 'Inactive Pool'] as const;

/** SPEC.md section 9: 'Good Morning, Dashboard' (morning, afternoon or evening by the clock). */
export const greetingFor = (tab: string) => new RegExp(`^Good (Morning|Afternoon|Evening), ${tab.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
