import { loginRequest } from '../shared/schemas/auth';
import type { JobDefinition, RouteDefinition } from './route-types';

/**
 * The single route table. The CDK stack, the local gateway and the authorization
 * tests are all generated from it: a route that is not here does not exist.
 */
export const routes = [
  {
    id: 'health',
    method: 'GET',
    path: '/api/health',
    handler: 'http/health.ts',
    audience: 'public',
    permissions: ['table:read', 'objects:read', 'queue:status', 'mail:status'],
  },
  {
    id: 'login',
    method: 'POST',
    path: '/api/login',
    handler: 'http/login.ts',
    audience: 'public',
    permissions: ['table:read', 'table:write'],
    request: loginRequest,
  },
  {
    id: 'authCheck',
    method: 'GET',
    path: '/api/auth/check',
    handler: 'http/auth-check.ts',
    audience: 'public',
    permissions: ['table:read'],
  },
  {
    id: 'logout',
    method: 'POST',
    path: '/api/logout',
    handler: 'http/logout.ts',
    audience: 'user',
    permissions: ['table:read', 'table:write'],
  },
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof routes)[number]['id'];

/** Queue and schedule workers, deployed beside the routes. */
export const jobs = [
  {
    id: 'jobWorker',
    handler: 'jobs/job-worker.ts',
    permissions: ['table:read', 'table:write', 'objects:read', 'objects:write', 'mail:send', 'model:invoke'],
    timeoutSeconds: 900,
    memoryMb: 2048,
  },
] as const satisfies readonly JobDefinition[];

export function findRoute(id: RouteId): RouteDefinition {
  const route = (routes as readonly RouteDefinition[]).find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route id ${id}`);
  return route;
}
