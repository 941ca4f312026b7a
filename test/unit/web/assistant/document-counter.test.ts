import { describe, expect, it } from 'vitest';
import { documentCounter } from '@/features/assistant/document-counter';

describe('the document counter bar', () => {
  it('is green below 80 % of the limit', () => {
    expect(documentCounter(0, 50)).toEqual({ level: 'normal', percent: 0 });
    expect(documentCounter(39, 50)).toEqual({ level: 'normal', percent: 78 });
  });

  it('turns amber from 80 % (40 of 50) and stays amber up to one below the limit', () => {
    expect(documentCounter(40, 50)).toEqual({ level: 'warning', percent: 80 });
    expect(documentCounter(49, 50)).toEqual({ level: 'warning', percent: 98 });
  });

  it('is red at the limit', () => {
    expect(documentCounter(50, 50)).toEqual({ level: 'full', percent: 100 });
  });

  it('never draws the bar past 100 % when the library holds more than the limit', () => {
    expect(documentCounter(63, 50)).toEqual({ level: 'full', percent: 100 });
  });

  it('takes the library limit of 50 when none is given', () => {
    expect(documentCounter(45).level).toBe('warning');
    expect(documentCounter(50).level).toBe('full');
  });
});
