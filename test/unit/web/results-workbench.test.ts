import { describe, expect, it } from 'vitest';
import { changedFields, type RiskFormValues } from '@/features/analysis/workbench/risk-changes';
import { defaultDueDate } from '@/features/analysis/workbench/due-date';

const shown: RiskFormValues = {
  title: 'Chute de hauteur',
  description: 'Garde-corps absent.',
  likelihood: 4,
  severity: 5,
  note: '',
  controls: [{ level: 'engineering', text: 'Installer un garde-corps.' }],
};

describe('the edit dialog sends only what changed', () => {
  it('sends nothing when nothing changed, trimmed fields when they did', () => {
    expect(changedFields(shown, { ...shown })).toEqual({});
    expect(changedFields(shown, { ...shown, severity: 2, note: '  vu sur place ' })).toEqual({
      severity: 2,
      note: 'vu sur place',
    });
    expect(changedFields(shown, { ...shown, title: ' Chute de hauteur ' })).toEqual({});
  });

  it('sends the whole list of controls when one of them changed', () => {
    const controls = [...shown.controls, { level: 'ppe' as const, text: 'Harnais ' }];
    expect(changedFields(shown, { ...shown, controls })).toEqual({
      controls: [
        { level: 'engineering', text: 'Installer un garde-corps.' },
        { level: 'ppe', text: 'Harnais' },
      ],
    });
  });
});

describe('the default due date of an action', () => {
  it('follows the risk level: 7, 30, 90 and 180 days, on the browser’s calendar', () => {
    const today = new Date(2026, 10, 23);
    expect(defaultDueDate('critical', today)).toBe('2026-11-30');
    expect(defaultDueDate('high', today)).toBe('2026-12-23');
    expect(defaultDueDate('medium', today)).toBe('2027-02-21');
    expect(defaultDueDate('low', today)).toBe('2027-05-22');
  });
});
