import type { ZodType } from 'zod';
import type { Edition } from '#shared/tiers';

/**
 * Who may call a route. The gateway middleware enforces it before the handler runs:
 * - public: anyone;
 * - user: any signed-in account (e.g. the e-mail-verification screens);
 * - subscriber: signed in, e-mail verified, subscription active or trial;
 * - enterpriseMember / teamAdmin: subscribers of an enterprise pack (any team member, with the
 *   owner's plan / its owner and admins); a team's visitor passes only routes `openToVisitors`;
 * - admin: platform administrator;
 * - paymentProvider: no session; the handler checks the provider's signature on the raw body.
 */
export const AUDIENCES = [
  'public',
  'user',
  'subscriber',
  'enterpriseMember',
  'teamAdmin',
  'admin',
  'paymentProvider',
] as const;
export type Audience = (typeof AUDIENCES)[number];

/** What a route's function may touch in AWS; the CDK stack grants exactly these. */
export type Permission =
  | 'table:read'
  /** DescribeTable only: the health check sees that the table exists, never its items. */
  | 'table:status'
  | 'table:write'
  | 'objects:read'
  /** HeadBucket only: the health check sees that the bucket exists, never its objects. */
  | 'objects:status'
  | 'objects:write'
  | 'objects:delete'
  | 'queue:send'
  | 'queue:status'
  | 'mail:send'
  | 'mail:status'
  | 'model:invoke'
  /** Talks to the payment provider: the function may read the Stripe secrets, and no other may. */
  | 'payments'
  /** Starts the table's point-in-time export into the backup bucket (backup functions only). */
  | 'table:export'
  /** DescribeExport: whether an export has finished (backup functions only). */
  | 'table:exportStatus'
  | 'backups:read'
  | 'backups:write';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export interface RouteDefinition {
  /** Stable id, also the Lambda function's logical name. */
  id: string;
  method: HttpMethod;
  /** API Gateway path, with `{param}` placeholders. */
  path: string;
  /** Handler module under functions/, exporting `handler`. */
  handler: string;
  audience: Audience;
  /** Only plans of this edition may call it (admins aside): 403 editionNotIncluded otherwise. */
  edition?: Edition;
  permissions: readonly Permission[];
  /** Zod schema of the JSON body (POST/PUT/PATCH) or of the query string (GET/DELETE). */
  request?: ZodType;
  /** A team's visitor (read-only code session) may call it: reading the team's reports. */
  openToVisitors?: boolean;
  /** The payment webhook needs the raw body for its signature check. */
  rawBody?: boolean;
  /**
   * Read with the session, in the same round trip: `analysis`, the `{id}` analysis and its
   * workbench (the results screen's poll). The handler still checks access as always.
   */
  readsAhead?: 'analysis';
  /** A public route that never looks at the session cookie: its function gets no session secret. */
  ignoresSession?: boolean;
  /**
   * Repeats of one request within this many seconds get the first answer instead of running
   * again (a double click sends one mail; a provider's redelivery is acknowledged once); see
   * middleware/idempotency.ts for what makes two requests the same.
   */
  idempotentForSeconds?: number;
  /** Seconds; default 10. Long work goes to a job, never a long request. */
  timeoutSeconds?: number;
  memoryMb?: number;
  /** Renders a PDF report: its function mounts the fonts' shared layer (FONT_FILES) and gets harfbuzz beside its bundle. */
  reportFonts?: boolean;
}

/** Whether a route resolves the caller's session, and so needs the session secret. */
export function readsSession(route: Pick<RouteDefinition, 'audience' | 'ignoresSession'>): boolean {
  return route.audience !== 'paymentProvider' && !route.ignoresSession;
}

export interface JobDefinition {
  id: string;
  handler: string;
  /**
   * Runs on this schedule (EventBridge in AWS, a timer in the local stack) instead of consuming the
   * jobs queue. The handler receives an EventBridge scheduled event.
   */
  schedule?: { everyMinutes: number };
  /**
   * Consumes the table's stream (a Lambda event source in AWS, a local poller): only the changes of
   * items whose `type` is one of these reach it (filtered at the source).
   */
  tableStream?: { entities: readonly string[] };
  permissions: readonly Permission[];
  timeoutSeconds: number;
  memoryMb: number;
  /**
   * Ships the files document extraction loads at run time (OCR engine and models, pdf.js, the canvas
   * binary of the function's CPU) beside the bundle: infra/constructs/worker-files.ts.
   */
  extractionFiles?: boolean;
  /** arm64 unless a native package has no binary for it. */
  architecture?: 'arm64' | 'x86_64';
  /**
   * Concurrent runs reserved for (and allowed to) this job: a flood of jobs cannot take the
   * account's concurrency from the API. The queue's pollers are capped to the same number.
   */
  reservedConcurrency?: number;
}
