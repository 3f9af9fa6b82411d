/** Every call of the stand-in backend, in one table that both adapters walk. */
import { activityListRoutes } from './activityList';
import { appIssuesListRoutes } from './appIssuesList';
import { approvalRoutes } from './approvals';
import { bookingsListRoutes } from './bookingsList';
import { quizMatchesListRoutes } from './quizMatchesList';
import { consultantsListRoutes } from './consultantsList';
import { earningsListRoutes } from './earningsList';
import { aiRoutes } from './ai';
import { authRoutes } from './auth';
import { chatRoutes } from './chat';
import { collectionRoutes } from './collections';
import { consultantRoutes } from './consultants';
import type { BackendRoute } from './core';
import { expenseRoutes } from './expenses';
import { operatorRoutes } from './operators';
import { quizRoutes } from './quiz';
import { transactionRoutes } from './transactions';

export const backendRoutes: BackendRoute[] = [
  ...consultantRoutes,
  ...transactionRoutes,
  ...activityListRoutes,
  ...earningsListRoutes,
  ...consultantsListRoutes,
  ...bookingsListRoutes,
  ...appIssuesListRoutes,
  ...quizMatchesListRoutes,
  ...quizRoutes,
  ...expenseRoutes,
  ...chatRoutes,
  ...collectionRoutes,
  ...authRoutes,
  ...operatorRoutes,
  ...approvalRoutes,
  ...aiRoutes,
];

export { dispatch, HttpError, type BackendContext, type BackendRequest, type BackendResponse, type BackendRoute, type UploadedFile } from './core';
export { databaseSchema, emptyDatabase, type Database } from './db';
