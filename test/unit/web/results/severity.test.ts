import { describe, expect, it } from 'vitest';
import { SEVERITY_CLASSES, normaliseSeverity, severityBadge } from '@/features/analysis/results/severity';

describe('normaliseSeverity', () => {
  it.each([
    ['critical', 'high', 'critical'],
    ['Critique', 'high', 'critical'],
    ['high', 'high', 'high'],
    ['Élevé', 'high', 'high'],
    ['ELEVE', 'high', 'high'],
    ['medium', 'medium', 'medium'],
    ['moderate', 'medium', 'medium'],
    ['Modéré', 'medium', 'medium'],
    ['moyen', 'medium', 'medium'],
    ['low', 'low', 'low'],
    [' Faible ', 'low', 'low'],
  ] as const)('reads %s as the %s label with the %s colour', (value, label, tone) => {
    expect(normaliseSeverity(value)).toEqual({ label, tone });
  });

  it('shows an unknown value as given, in grey', () => {
    expect(normaliseSeverity('Très grave (décès possible)')).toEqual({ label: null, tone: 'none' });
  });

  it.each(['', '   ', null, undefined])('marks %j as not specified', (value) => {
    expect(normaliseSeverity(value)).toEqual({ label: 'notSpecified', tone: 'none' });
  });
});

describe('severityBadge', () => {
  it("keeps the risk's own label and colours it by level", () => {
    expect(severityBadge('Très grave (décès possible)', 'critical')).toEqual({
      text: 'Très grave (décès possible)',
      label: null,
      tone: 'critical',
    });
  });

  it('falls back to the normalised label of the level when the label is empty', () => {
    expect(severityBadge('', 'critical')).toEqual({ text: null, label: 'high', tone: 'critical' });
    expect(severityBadge('  ', 'low')).toEqual({ text: null, label: 'low', tone: 'low' });
  });

  it('takes the colour from the label when the level is unknown', () => {
    expect(severityBadge('Modéré', 'unknown').tone).toBe('medium');
    expect(severityBadge('', '')).toEqual({ text: null, label: 'notSpecified', tone: 'none' });
  });

  it('uses the severity colours: critical red, high orange, medium yellow, low green, else grey', () => {
    expect(SEVERITY_CLASSES.critical).toContain('bg-red-');
    expect(SEVERITY_CLASSES.high).toContain('bg-orange-');
    expect(SEVERITY_CLASSES.medium).toContain('bg-yellow-');
    expect(SEVERITY_CLASSES.low).toContain('bg-emerald-');
    expect(SEVERITY_CLASSES.none).toContain('bg-slate-');
  });
});
