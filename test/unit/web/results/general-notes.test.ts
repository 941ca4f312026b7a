import { describe, expect, it } from 'vitest';
import { GENERAL_RECOMMENDATION_IDS } from '#shared/knowledge/general-recommendations';
import {
  GENERIC_RECOMMENDATIONS,
  MATCH_LENGTH,
  matchKey,
  splitGeneralNotes,
} from '@/features/analysis/results/general-notes';

const risk = (riskId: string, recommendations: string[]) => ({ riskId, recommendations, title: riskId });

describe('matchKey', () => {
  it('compares the first 20 characters, ignoring case, spacing and curly quotes', () => {
    expect(MATCH_LENGTH).toBe(20);
    expect(matchKey('  Porter des   chaussures de sécurité en tout temps')).toBe(
      matchKey('PORTER DES CHAUSSURES DE SÉCURITÉ adaptées'),
    );
    expect(matchKey('Appliquer un programme d’entretien')).toBe(
      matchKey("Appliquer un programme d'entretien"),
    );
    expect(matchKey('Installer un garde-corps')).not.toBe(matchKey('Installer une signalisation'));
  });
});

describe('splitGeneralNotes', () => {
  it('lists the generic recommendations in each of the seven languages', () => {
    expect(GENERIC_RECOMMENDATIONS).toHaveLength(7 * GENERAL_RECOMMENDATION_IDS.length);
    expect(new Set(GENERIC_RECOMMENDATIONS).size).toBe(7 * GENERAL_RECOMMENDATION_IDS.length);
  });

  it('moves the generic recommendations out of each risk into the general notes, once', () => {
    // Prepare
    const risks = [
      risk('SST_001', [
        'Installer un garde-corps conforme avec lisse intermédiaire.',
        'Porter des chaussures de sécurité à embout d’acier en tout temps.',
      ]),
      risk('SST_002', [
        'Porter des chaussures de sécurité adaptées aux risques du poste.',
        'Wear safety footwear suited to the hazards of the job.',
      ]),
    ];
    // Act
    const { risks: split, generalNotes } = splitGeneralNotes(risks, []);
    // Assess
    expect(split[0]).toEqual({
      riskId: 'SST_001',
      title: 'SST_001',
      recommendations: ['Installer un garde-corps conforme avec lisse intermédiaire.'],
      movedToNotes: true,
    });
    expect(split[1]?.recommendations).toEqual([]);
    expect(split[1]?.movedToNotes).toBe(true);
    expect(generalNotes).toEqual([
      'Porter des chaussures de sécurité à embout d’acier en tout temps.',
      'Wear safety footwear suited to the hazards of the job.',
    ]);
  });

  it("puts the analysis' general recommendations first and removes their repeats from the risks", () => {
    const general = ['Désigner une personne responsable pour chaque mesure.', 'Former les travailleurs.'];
    const { risks, generalNotes } = splitGeneralNotes(
      [
        risk('SST_001', [
          'Désigner une personne responsable pour chaque mesure, avec échéance.',
          'Baliser la zone.',
        ]),
      ],
      general,
    );
    expect(risks[0]?.recommendations).toEqual(['Baliser la zone.']);
    expect(generalNotes).toEqual(general);
  });

  it('leaves risks without generic recommendations untouched and unflagged', () => {
    const { risks, generalNotes } = splitGeneralNotes([risk('SST_003', ['Capoter la courroie.', ' '])], []);
    expect(risks[0]).toEqual({
      riskId: 'SST_003',
      title: 'SST_003',
      recommendations: ['Capoter la courroie.'],
      movedToNotes: false,
    });
    expect(generalNotes).toEqual([]);
  });

  it('accepts another list of generic recommendations', () => {
    const { risks, generalNotes } = splitGeneralNotes(
      [risk('SST_001', ['Ventiler le local en continu.', 'Capoter la courroie.'])],
      [],
      ['Ventiler le local en permanence.'],
    );
    expect(risks[0]?.recommendations).toEqual(['Capoter la courroie.']);
    expect(generalNotes).toEqual(['Ventiler le local en continu.']);
  });
});
