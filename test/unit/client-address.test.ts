import { describe, expect, it } from 'vitest';
import { clientAddressOf } from '#core/rate-limit';

const event = (sourceIp: string, headers: Record<string, string> = {}) => ({
  headers,
  requestContext: { http: { sourceIp } },
});

describe('the client address of a request', () => {
  it('is the connection source without CloudFront', () => {
    expect(clientAddressOf(event('203.0.113.9'))).toBe('203.0.113.9');
  });

  it("is the viewer's address behind CloudFront, IPv4 or IPv6, without the port", () => {
    expect(clientAddressOf(event('130.176.1.1', { 'cloudfront-viewer-address': '198.51.100.7:46532' }))).toBe(
      '198.51.100.7',
    );
    expect(clientAddressOf(event('130.176.1.1', { 'cloudfront-viewer-address': '2001:db8::17:443' }))).toBe(
      '2001:db8::17',
    );
  });
});
