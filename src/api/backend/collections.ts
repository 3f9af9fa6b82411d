import { indianDay } from '../../lib/indianTime';
import { apiPaths } from '../paths';
import { solveAppIssueBodySchema } from '../schemas';
import { HttpError, ok, parseBody, readRoute, replaceAt, type BackendRoute } from './core';

/** Plain REST collections (PRODUCT.md point 7): json-server's router serves them in Node. */
export const collectionRoutes: BackendRoute[] = [
  // The activity log (activity.ts): read as it is, oldest first; no call edits or deletes it.
  readRoute('activity', apiPaths.activity, (db) => db.activity),
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
    handle(db, request, context) {
      const { id } = parseBody(solveAppIssueBodySchema, request.body);
      // A link or a form may carry the id as text: 7 and '7' are the same issue.
      const index = db.app_issues.findIndex((issue) => String(issue.id) === String(id));
      const issue = db.app_issues[index];
      if (!issue) throw new HttpError(400, `No app issue has the ID ${id}.`, [{ path: 'id', message: `No app issue has the ID ${id}.` }]);
      if (issue.solvedDate !== null) {
        throw new HttpError(409, `Issue ${issue.id} is already solved (on ${issue.solvedDate}).`, [{ path: 'id', message: 'This issue is already solved.' }]);
      }
      // The calendar day in India: the form the seed keeps raised and solved dates in.
      const solved = { ...issue, solvedDate: indianDay(context.now()) };
      db.app_issues = replaceAt(db.app_issues, index, solved);
      return ok({ message: `Issue ${issue.id} from ${issue.name} is marked solved.`, issue: solved });
    },
  },
];
