import { apiPaths } from '../paths';
import { ok, type BackendRoute } from './core';

/** Plain REST collections (PRODUCT.md point 7): json-server's router serves them in Node. */
export const collectionRoutes: BackendRoute[] = [
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
];
