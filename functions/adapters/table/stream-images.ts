import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';

/**
 * The named attributes of a table stream record's image as plain values; the rest of the image
 * (results, requests) is never converted.
 */
export function streamImage(
  image: unknown,
  fields: ReadonlySet<string>,
): Record<string, unknown> | undefined {
  if (!image) return undefined;
  const kept = Object.entries(image as Record<string, AttributeValue>).filter(([name]) => fields.has(name));
  return unmarshall(Object.fromEntries(kept));
}
