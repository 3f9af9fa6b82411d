import { formatDay } from '../../lib/format';
import { indianDay } from '../../lib/indianTime';
import { apiPaths } from '../paths';
import { recentActionsBodySchema, solveAppIssueBodySchema, type AppIssue } from '../schemas';
import { HttpError, ok, parseBody, replaceAt, sessionOf, type BackendRoute } from './core';
import { lastChangedBy, recentChangesIn } from './activity';
import type { WorkingDatabase } from './db';
import { wholeListRoute, type ListStore } from './lists';
import { activityList } from './activityList';

/**
 * Why an issue cannot be marked solved again: who marked it solved and when, from the activity
 * log ('You' for the caller, who may have done it in another tab), or the day it was solved.
 */
function alreadySolvedReason(db: WorkingDatabase, issue: AppIssue, caller: string | null, lists: ListStore | undefined): string {
  const solvedBy = lastChangedBy(db, String(issue.id), { kind: 'app issue' }, caller, lists);
  if (!solvedBy) return `Issue ${issue.id} was already marked solved on ${formatDay(issue.solvedDate, { withYear: true })}.`;
  return `${solvedBy.byCaller ? 'You' : solvedBy.operator} already marked issue ${issue.id} solved at ${solvedBy.time}.`;
}

/** Plain REST collections (PRODUCT.md point 7): json-server's router serves them in Node. */
export const collectionRoutes: BackendRoute[] = [
  // The activity log (activity.ts): read as it is, oldest first; no call edits or deletes it.
  wholeListRoute('activity', apiPaths.activity, activityList),
  {
    // One operator's last few changes, without sending the whole log (the command palette's recent actions).
    method: 'POST',
    name: 'recentActions',
    path: apiPaths.recentActions,
    auth: true,
    mutates: false,
    handle(db, request, context) {
      const { operatorId, limit } = parseBody(recentActionsBodySchema, request.body);
      return ok(recentChangesIn(db, operatorId, limit, context.lists));
    },
  },
  {
    method: 'GET',
    name: 'bookings',
    path: apiPaths.bookings,
    auth: true,
    mutates: false,
    restCollection: true,
    handle: (db) => ok(db.bookings),
  },
  {
    method: 'GET',
    name: 'appIssues',
    path: apiPaths.appIssues,
    auth: true,
    mutates: false,
    restCollection: true,
    handle: (db) => ok(db.app_issues),
  },
  {
    // The REST collection stays read-only: solving is the one change, validated here.
    method: 'POST',
    name: 'solveAppIssue',
    path: apiPaths.solveAppIssue,
    auth: true,
    mutates: true,
    permission: 'solveAppIssues',
    handle(db, request, context) {
      const { id } = parseBody(solveAppIssueBodySchema, request.body);
      // A link or a form may carry the id as text: 7 and '7' are the same issue.
      const index = db.app_issues.findIndex((issue) => String(issue.id) === String(id));
      const issue = db.app_issues[index];
      if (!issue) throw new HttpError(400, `No app issue has the ID ${id}.`, [{ path: 'id', message: `No app issue has the ID ${id}.` }]);
      if (issue.solvedDate !== null) {
        const reason = alreadySolvedReason(db, issue, sessionOf(db, request, context)?.userId ?? null, context.lists);
        throw new HttpError(409, reason, [{ path: 'id', message: reason }]);
      }
      // The calendar day in India: the form the seed keeps raised and solved dates in.
      const solved = { ...issue, solvedDate: indianDay(context.now()) };
      db.app_issues = replaceAt(db.app_issues, index, solved);
      return ok({ message: `Issue ${issue.id} from ${issue.name} is marked solved.`, issue: solved });
    },
  },
];
