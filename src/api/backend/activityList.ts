/** The activity log's calls as a list (issue 47): a page of a view, and an export of it. */
import { apiPaths } from '../paths';
import { activityList } from './activityListSpec';
import { listRoutes } from './lists';

export { activityList, targetText } from './activityListSpec';

export const activityListRoutes = listRoutes(activityList, {
  page: { name: 'activityPage', path: apiPaths.activityPage },
  export: { name: 'activityExport', path: apiPaths.activityExport },
});
