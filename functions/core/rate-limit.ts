import { incrementCounter } from '../adapters/table/counters';
import { AppError } from './errors';

/**
 * Counts one request against `key` and refuses it with 429 past `max` in the window.
 * Used for the calls that send e-mail or reveal account state.
 */
export async function enforceRateLimit(key: string, max: number, windowSeconds: number): Promise<void> {
  if ((await incrementCounter(`rate#${key}`, windowSeconds)) > max) {
    throw new AppError(429, 'tooManyRequests', {}, { 'Retry-After': String(windowSeconds) });
  }
}
