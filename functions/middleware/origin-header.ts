/**
 * The header CloudFront adds to every request it sends to the API (infra/constructs/web-hosting.ts)
 * and the handler chain checks (origin-check.ts). Its own module, free of dependencies, because
 * the CDK app reads it too. CloudFront overwrites a viewer-sent header of the same name.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
