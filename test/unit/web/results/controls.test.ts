import { describe, expect, it } from 'vitest';
import { groupControls, risksForFile } from '@/features/analysis/results/controls';

describe('groupControls', () => {
  it('groups by the hierarchy of controls, most effective first, leaving out empty levels', () => {
    const groups = groupControls([
      { level: 'ppe', text: 'Harnais antichute.' },
      { level: 'engineering', text: 'Garde-corps.' },
      { level: 'elimination', text: 'Charger au rez-de-chaussée.' },
      { level: 'engineering', text: 'Plinthe.' },
    ]);
    expect(groups).toEqual([
      { level: 'elimination', texts: ['Charger au rez-de-chaussée.'] },
      { level: 'engineering', texts: ['Garde-corps.', 'Plinthe.'] },
      { level: 'ppe', texts: ['Harnais antichute.'] },
    ]);
  });
});

describe('risksForFile', () => {
  const risks = [
    { riskId: 'SST_001', title: 'Chute de hauteur', evidence: [{ fileName: 'mezzanine.jpg' }] },
    { riskId: 'SST_002', title: 'Bruit', evidence: [{ fileName: 'procedure.pdf' }] },
    { riskId: 'SST_003', title: 'Coupure', evidence: [{ fileName: null }] },
  ];

  it('finds risks named by id or title and risks whose evidence quotes the file, in order', () => {
    const found = risksForFile('mezzanine.jpg', risks, ['SST_003', 'bruit']);
    expect(found.risks.map((risk) => risk.riskId)).toEqual(['SST_001', 'SST_002', 'SST_003']);
    expect(found.others).toEqual([]);
  });

  it('keeps names that match no risk as text, once', () => {
    const found = risksForFile('atelier.jpg', risks, ['Poussières de bois', 'poussières de bois ', '']);
    expect(found.risks).toEqual([]);
    expect(found.others).toEqual(['Poussières de bois']);
  });
});
