import { describe, expect, it } from 'vitest';
import {
  emptyAnalysisForm,
  isAreaFilled,
  toAnalysisDetails,
  withField,
} from '@/features/analysis/analysis-form';

const filled = {
  ...emptyAnalysisForm('QC'),
  area: '  Quai de chargement ',
  mainSector: 'manufacturing',
  subSector: 'food',
  specificActivity: 'bakery',
};

describe('analysis form', () => {
  it('clears the levels below a changed sector level, and only those', () => {
    expect(withField(filled, 'mainSector', 'construction')).toMatchObject({
      mainSector: 'construction',
      subSector: '',
      specificActivity: '',
    });
    expect(withField(filled, 'subSector', 'meat')).toMatchObject({
      mainSector: 'manufacturing',
      subSector: 'meat',
      specificActivity: '',
    });
    expect(withField(filled, 'area', 'Atelier')).toMatchObject({
      subSector: 'food',
      specificActivity: 'bakery',
    });
  });

  it('needs a work area that is not blank', () => {
    expect(isAreaFilled({ ...filled, area: '   ' })).toBe(false);
    expect(isAreaFilled(filled)).toBe(true);
  });

  it('sends the area trimmed and leaves empty choices out', () => {
    expect(toAnalysisDetails({ ...filled, subSector: '', specificActivity: ' ' })).toEqual({
      area: 'Quai de chargement',
      jurisdiction: 'QC',
      mainSector: 'manufacturing',
      subSector: undefined,
      specificActivity: undefined,
      customInstructions: undefined,
    });
  });
});
