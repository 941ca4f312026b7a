import { HAZARDS, hazardById } from '#shared/knowledge/hazards';
import {
  CANADIAN_JURISDICTIONS,
  CONTROL_LEVELS,
  type ControlLevel,
  type Hazard,
  type Jurisdiction,
  type RiskFamily,
} from '#shared/knowledge/types';
import type { Language } from '#shared/languages';
import type { RiskLevel } from '#shared/schemas/analysis';

/**
 * Rules on the controls of a risk that hold whatever the model wrote: hierarchy order, at least
 * one control above administrative for a high or critical risk, and no rule of another
 * jurisdiction proposed (a Canadian system or standard abroad, the Canada Labour Code in a province).
 */

export interface Control {
  level: ControlLevel;
  text: string;
}

const rank = (level: ControlLevel) => CONTROL_LEVELS.indexOf(level);
/** Elimination, substitution or engineering: a control that does not rely on people's behaviour. */
export const isStrong = (level: ControlLevel) => rank(level) <= rank('engineering');

/** Controls in hierarchy order, most effective first; the model's order within a level. */
export function inHierarchyOrder(controls: Control[]): Control[] {
  return controls
    .map((control, order) => ({ control, order }))
    .sort((a, b) => rank(a.control.level) - rank(b.control.level) || a.order - b.order)
    .map(({ control }) => control);
}

/** The knowledge base's hazard a risk stands for: the one the model named, else the family's first. */
export function knowledgeHazard(family: RiskFamily, hazardId: string | null): Hazard {
  const named = hazardId === null ? undefined : hazardById(hazardId);
  return named?.family === family ? named : HAZARDS.find((h) => h.family === family)!;
}

/** A known hazard id of that family, or null (the model's id is never trusted as it is). */
export function checkedHazardId(family: RiskFamily, hazardId: string | null): string | null {
  return hazardId !== null && hazardById(hazardId)?.family === family ? hazardId : null;
}

/** The hazard's controls in `language`, keeping only the levels `keep` accepts. */
export function knowledgeControls(
  hazard: Hazard,
  language: Language,
  keep: (level: ControlLevel) => boolean = () => true,
): Control[] {
  return hazard.controls
    .filter((c) => keep(c.level))
    .map((c) => ({ level: c.level, text: c.text[language] }));
}

/** High and critical risks need a control above administrative: the knowledge base's when the model gave none. */
export function withStrongControl(
  controls: Control[],
  level: RiskLevel,
  hazard: Hazard,
  language: Language,
): { controls: Control[]; added: number } {
  if ((level !== 'high' && level !== 'critical') || controls.some((c) => isStrong(c.level)))
    return { controls, added: 0 };
  const strong = knowledgeControls(hazard, language, isStrong);
  return { controls: inHierarchyOrder([...strong, ...controls]), added: strong.length };
}

/** Canadian instruments, regulators and systems, by name or acronym. */
const CANADIAN_ACRONYMS =
  /\b(?:WHMIS|SIMDUT|CSA|CNESST|CCOHS|CCHST|COHSR|RCSST|RSST|CSTC|LSST|WSIB|WorkSafeBC)\b/;
const CANADIAN_NAMES =
  /canada labour code|code canadien du travail|hazardous products (?:act|regulations)|loi sur les produits dangereux|canadian standards association/i;
/** The federal rules, which apply only to federally regulated workplaces. */
const FEDERAL_RULES = /\b(?:COHSR|RCSST)\b|canada labour code|code canadien du travail/i;

/**
 * Whether a text refers the workplace to rules that do not govern it: any Canadian rule or system
 * outside Canada; the federal labour rules in a province or territory, unless the site is federally
 * regulated (the citation selection then allows federal provisions).
 */
export function namesRulesOutside(text: string, jurisdiction: Jurisdiction, federalSite: boolean): boolean {
  if (!(CANADIAN_JURISDICTIONS as readonly string[]).includes(jurisdiction))
    return CANADIAN_ACRONYMS.test(text) || CANADIAN_NAMES.test(text);
  return jurisdiction !== 'FEDERAL' && !federalSite && FEDERAL_RULES.test(text);
}
