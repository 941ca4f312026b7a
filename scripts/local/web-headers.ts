/**
 * Security headers of the web app's pages: the same policy CloudFront's response-headers
 * policy applies in AWS. connect-src admits the storage origin for direct uploads.
 */
export function webSecurityHeaders(connectOrigins: string[]): Record<string, string> {
  const connect = ["'self'", ...connectOrigins].join(' ');
  return {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${connectOrigins.join(' ')}`.trim(),
      "font-src 'self' data:",
      `connect-src ${connect}`,
      "media-src 'self' blob:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; '),
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(self), microphone=(self), geolocation=()',
  };
}
