import { request } from './client';
import { apiPaths } from './paths';
import { poolListSchema, poolResultSchema, type CreatePoolBody } from './schemas';

type Signal = { signal?: AbortSignal };

/** POST /api/pool/list. */
export function fetchPools(status: 'active' | 'inactive', { signal }: Signal = {}) {
  return request(apiPaths.poolList, { body: { status }, schema: poolListSchema, signal });
}

/** POST /polladdition: creates an (inactive) pool. */
export function createPool(pool: CreatePoolBody, { signal }: Signal = {}) {
  return request(apiPaths.createPool, { body: pool, schema: poolResultSchema, signal });
}

/** POST /poll_activate. */
export function activatePool(id: string, { signal }: Signal = {}) {
  return request(apiPaths.activatePool, { body: { id }, schema: poolResultSchema, signal });
}
