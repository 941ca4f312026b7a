import { describe, expect, it } from 'vitest';
import {
  CAPTION_COUNTER_FROM,
  MAX_CAPTION,
  captionToSend,
  captionsOfListed,
  showsCaptionCounter,
  startFiles,
  withCaption,
} from '@/features/analysis/capture/captions';
import { isPhoto } from '@/features/analysis/file-rules';
import { startAnalysisRequest } from '#shared/schemas/analysis';

const roof = new File(['a'], 'toiture.jpg', { type: 'image/jpeg' });
const dock = new File(['b'], 'quai.png', { type: 'image/png' });
const note = new File(['c'], 'note.pdf', { type: 'application/pdf' });

describe('photo captions', () => {
  it('keeps a caption per file, cut at the limit, and removes an emptied one', () => {
    let captions = withCaption(new Map<File, string>(), roof, 'Bord de toiture à 7 m, sans garde-corps');
    captions = withCaption(captions, dock, 'x'.repeat(MAX_CAPTION + 20));
    expect(captions.get(roof)).toBe('Bord de toiture à 7 m, sans garde-corps');
    expect(captions.get(dock)).toHaveLength(MAX_CAPTION);
    expect(withCaption(captions, roof, '').has(roof)).toBe(false);
  });

  it('keeps the other captions when a file is removed, and clears the removed one', () => {
    const captions = withCaption(withCaption(new Map<File, string>(), roof, 'toit'), dock, 'quai');
    const kept = captionsOfListed(captions, [dock, note]);
    expect([...kept]).toEqual([[dock, 'quai']]);
    // Nothing removed: the same map, so React keeps its state as is.
    expect(captionsOfListed(captions, [roof, dock, note])).toBe(captions);
  });

  it('sends a caption trimmed, and nothing for a blank one', () => {
    expect(captionToSend('  échafaudage sans plinthe  ')).toBe('échafaudage sans plinthe');
    expect(captionToSend('   ')).toBeUndefined();
    expect(captionToSend(undefined)).toBeUndefined();
  });

  it('shows the counter only near the limit', () => {
    expect(showsCaptionCounter('x'.repeat(CAPTION_COUNTER_FROM - 1))).toBe(false);
    expect(showsCaptionCounter('x'.repeat(CAPTION_COUNTER_FROM))).toBe(true);
    expect(CAPTION_COUNTER_FROM).toBeLessThan(MAX_CAPTION);
  });

  it('puts each caption on its file in the start request, which the server accepts', () => {
    const files = startFiles(['k1', 'k2', 'k3'], [roof, note, dock], ['Toiture à 7 m', undefined, ' ']);
    expect(files).toEqual([
      { key: 'k1', name: 'toiture.jpg', caption: 'Toiture à 7 m' },
      { key: 'k2', name: 'note.pdf' },
      { key: 'k3', name: 'quai.png' },
    ]);
    expect(startAnalysisRequest.safeParse({ files, area: 'Toiture' }).success).toBe(true);
  });

  it('offers a caption to photos only', () => {
    expect(isPhoto('toiture.JPG')).toBe(true);
    expect(isPhoto('chantier.heic')).toBe(true);
    expect(isPhoto('note.pdf')).toBe(false);
  });
});
