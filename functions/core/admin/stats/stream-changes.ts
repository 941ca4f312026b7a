import type { DynamoDBRecord } from 'aws-lambda';
import { streamImage } from '#adapters/table/stream-images';
import { contributionOf, type CountedUser } from './contribution';
import { addAnalysis, addContribution, emptyDelta, type FiguresDelta } from './figures';

type Image = Record<string, unknown>;
/** The attributes the figures read. */
const COUNTED_FIELDS = new Set<string>([
  'type',
  'userId',
  'role',
  'tier',
  'subscriptionStatus',
  'subscriptionId',
  'billing',
  'teamId',
  'teamRole',
  'lastAccessAt',
] satisfies (keyof CountedUser | 'type' | 'userId')[]);

const imageOf = (image: unknown): Image | undefined => streamImage(image, COUNTED_FIELDS);

const sameContribution = (a: ReturnType<typeof contributionOf>, b: ReturnType<typeof contributionOf>) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * What a batch of table changes adds to the figures: an account's old contribution is taken away
 * and its new one added (a changed plan, status, team seat or day of activity moves only that);
 * a new analysis counts for its author, a deleted one no longer does. The route table's
 * `tableStream.entities` (accounts and analyses) filters the records at the source.
 */
export function figuresDeltaOf(records: readonly DynamoDBRecord[]): FiguresDelta {
  const delta = emptyDelta();
  for (const record of records) {
    const before = imageOf(record.dynamodb?.OldImage);
    const after = imageOf(record.dynamodb?.NewImage);
    const type = (after ?? before)?.type;
    if (type === 'user') {
      const old = before ? contributionOf(before as CountedUser) : null;
      const now = after ? contributionOf(after as CountedUser) : null;
      if (old && now && sameContribution(old, now)) continue;
      if (old) addContribution(delta, old, -1);
      if (now) addContribution(delta, now, 1);
    } else if (type === 'analysis') {
      // Only creation and deletion count: an analysis's progress and edits are modifications.
      if (!before && after) addAnalysis(delta, String(after.userId), 1);
      if (before && !after) addAnalysis(delta, String(before.userId), -1);
    }
  }
  // users ±1 of a modification cancel out (taken away, then added).
  return delta;
}
