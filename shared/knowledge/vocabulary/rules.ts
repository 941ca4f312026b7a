import type { ClueClass } from './types';

/**
 * A clue of a concept rule: a clue class present, a clue class said to be absent or defeated
 * ("no guardrail", "interlock bypassed"), a height (a number with a unit of length, 1.8 m or 6 ft
 * and more), or a temperature a worker is exposed to: `heat` 35 to 60 °C (95 to 140 °F), `cold`
 * 0 °C (32 °F) or below.
 */
export type Clue = ClueClass | `${ClueClass}:absent` | 'height' | 'heat' | 'cold';

/** A hazard is found when every clue of one of its rules is in the same sentence. */
export interface ConceptRule {
  hazard: string;
  all: readonly Clue[];
}

/**
 * Hazards described without their usual name. Language-neutral: each language's file gives the
 * words of each clue class. A rule's clue classes also count as the second clue that a weak term
 * of its hazard needs.
 */
export const CONCEPT_RULES: readonly ConceptRule[] = [
  // Falls: an edge or work at height, with a height or without fall protection.
  { hazard: 'roof-edge-fall', all: ['edge', 'height'] },
  { hazard: 'roof-edge-fall', all: ['edge', 'fallProtection:absent'] },
  { hazard: 'roof-edge-fall', all: ['elevated', 'fallProtection:absent'] },
  { hazard: 'roof-edge-fall', all: ['height', 'fallProtection:absent'] },
  { hazard: 'roof-edge-fall', all: ['elevated', 'height'] },
  // Confined spaces: entering an enclosure, or an enclosure and its air.
  { hazard: 'confined-space-entry', all: ['enclosure', 'entry'] },
  { hazard: 'confined-space-entry', all: ['enclosure', 'atmosphere'] },
  { hazard: 'toxic-atmosphere', all: ['enclosure', 'atmosphere'] },
  // Machinery: a safeguard removed or defeated; servicing without isolating the energy.
  { hazard: 'defeated-guard-interlock', all: ['guard:absent', 'machine'] },
  { hazard: 'lockout-maintenance', all: ['servicing', 'machine'] },
  { hazard: 'lockout-maintenance', all: ['isolation:absent', 'machine'] },
  { hazard: 'lockout-maintenance', all: ['isolation:absent', 'servicing'] },
  // Silica: cutting or breaking material that contains it, above all without dust control.
  { hazard: 'crystalline-silica', all: ['cutting', 'masonry'] },
  { hazard: 'crystalline-silica', all: ['masonry', 'dustControl:absent'] },
  // Work in heat or cold given as a temperature ("à 45 °C sous la toiture", "chambre froide à -25 °C").
  { hazard: 'heat-stress', all: ['heat'] },
  { hazard: 'cold-stress', all: ['cold'] },
  // Noise described by its effects.
  { hazard: 'occupational-noise', all: ['loud'] },
  // Spraying without working ventilation.
  { hazard: 'solvent-vapours', all: ['spray', 'ventilation:absent'] },
  // A cloud or layer of a combustible dust, not dust as such.
  { hazard: 'combustible-dust', all: ['combustible', 'dust'] },
  // Vehicles among people on foot.
  { hazard: 'forklift-pedestrian', all: ['vehicle', 'pedestrian'] },
];
