import { version } from '../../package.json';
import type { HealthResponse } from '#shared/schemas/auth';
import { defineHandler } from '#functions/middleware/define-handler';
import { healthRoute } from '#functions/routes';

/**
 * Public and shallow: that the function runs, and which version. It calls no engine, so a caller
 * polling it (a load balancer, a monitor, the test suite waiting for the stack) costs nothing;
 * administrators probe the engines at /api/admin/health.
 */
export const handler = defineHandler(healthRoute, async () => {
  const body: HealthResponse = { status: 'ok', version };
  return { body };
});
