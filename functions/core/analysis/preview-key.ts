import type { Analysis } from '#adapters/table/analyses';

/** Where the preview of the file at `index` is kept: beside the owner's other objects. */
export function previewKey(item: Pick<Analysis, 'userId' | 'id'>, index: number): string {
  return `previews/${item.userId}/${item.id}/${index}.jpg`;
}
