import { describe, expect, it } from 'vitest';
import {
  MAX_ZIP_BASE_LENGTH,
  isoDay,
  zipEntryNames,
  zipFileName,
} from '@/features/analysis/capture/zip-name';

// Local time, as the user's calendar: 22 November 2026 late in the evening.
const DAY = new Date(2026, 10, 22, 23, 30);

describe('zipFileName', () => {
  it('joins the selected names without extensions, then the date', () => {
    expect(zipFileName(['photo-1.jpg', 'rapport.pdf'], DAY)).toBe('photo-1_rapport_2026-11-22.zip');
  });

  it('replaces spaces and unsafe characters but keeps accents and other scripts', () => {
    expect(zipFileName(['Quai de chargement #2.png', 'évaluation/ébauche.docx', '現場 写真.jpg'], DAY)).toBe(
      'Quai-de-chargement-2_évaluation-ébauche_現場-写真_2026-11-22.zip',
    );
  });

  it('stops adding names before the base gets too long', () => {
    const names = Array.from({ length: 20 }, (_, i) => `inspection-zone-${i + 1}.jpg`);

    const name = zipFileName(names, DAY);
    const base = name.slice(0, -'_2026-11-22.zip'.length);

    expect(base.length).toBeLessThanOrEqual(MAX_ZIP_BASE_LENGTH);
    expect(base.startsWith('inspection-zone-1_inspection-zone-2_')).toBe(true);
    // Whole names only: the last part is a complete one.
    expect(base.split('_').every((part) => /^inspection-zone-\d+$/.test(part))).toBe(true);
  });

  it('cuts a single name that is too long by itself', () => {
    const name = zipFileName([`${'a'.repeat(200)}.pdf`], DAY);

    expect(name).toBe(`${'a'.repeat(MAX_ZIP_BASE_LENGTH)}_2026-11-22.zip`);
  });

  it('falls back to "files" when no name has a usable character', () => {
    expect(zipFileName(['###.jpg', '---.pdf'], DAY)).toBe('files_2026-11-22.zip');
  });
});

describe('isoDay', () => {
  it('pads month and day', () => {
    expect(isoDay(new Date(2027, 0, 5))).toBe('2027-01-05');
  });
});

describe('zipEntryNames', () => {
  it('renames later duplicates instead of letting them overwrite the first', () => {
    expect(zipEntryNames(['photo.jpg', 'photo.jpg', 'PHOTO.jpg', 'note.txt'])).toEqual([
      'photo.jpg',
      'photo (2).jpg',
      'PHOTO (3).jpg',
      'note.txt',
    ]);
  });
});
