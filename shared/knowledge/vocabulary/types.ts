/**
 * The offline analyzer's vocabulary: how each language names the hazards, their controls and the
 * clues that combine into them. One file per language (fr.ts, en.ts, …), and international.ts for
 * the technical terms every language uses (H2S, LOTO, dB(A)). A document is read with its own
 * language's file plus the international terms, never with another language's everyday words.
 *
 * Phrases are written as people write them (lower case, accents kept, singular or plural): the
 * analyzer stems and folds them the same way as the text. A multi-word phrase matches when its
 * words come in order with at most two other words between them; in Chinese and Japanese a phrase
 * matches as written (characters in a row).
 */

/** Clue classes that concept rules (rules.ts) combine: each language lists its words for each. */
export const CLUE_CLASSES = [
  /** An edge or opening one can fall from: roof edge, slab edge, floor opening, platform, mezzanine, balcony, skylight, shaft. */
  'edge',
  /** Work or presence at height without a number: "at height", "on the roof", "up on", "climbed". */
  'elevated',
  /** Fall protection: guardrail, harness, anchor, lanyard, lifeline, safety net, toe board. */
  'fallProtection',
  /** An enclosed space: tank, vault, pit, manhole, silo, sewer, valve chamber, hopper, vessel, crawl space, bin. */
  'enclosure',
  /** Going in: entered, went into, entry, descended into, inside, climbed into. */
  'entry',
  /** Air hazards: atmosphere, gas, oxygen, toxic, fumes, vapour, gas detector, air testing. */
  'atmosphere',
  /** Machine safeguards: guard, interlock, light curtain, safety switch, two-hand control, presence-sensing device. */
  'guard',
  /** Machinery: machine, press, conveyor, lathe, mixer, roller, saw bench, shredder, packaging machine. */
  'machine',
  /** Servicing a machine: maintenance, repair, clearing a jam, unjamming, cleaning the machine, adjusting, changing a blade. */
  'servicing',
  /** Energy isolation: lockout, locked out, padlock, isolated, de-energised, zero energy, tagout. */
  'isolation',
  /** Cutting or breaking hard material: cut, cutting, saw, grind, chase, drill, jackhammer, chip, sand, abrasive blasting. */
  'cutting',
  /** Material containing crystalline silica: concrete, stone, brick, block, mortar, granite, quartz, engineered stone, sandstone, tile. */
  'masonry',
  /** Dust control: water suppression, wet cutting, dust extraction, vacuum shroud, local exhaust. */
  'dustControl',
  /** Loudness without the word noise: shout, could not hear, ringing in the ears, deafening, raised voices. */
  'loud',
  /** Spraying: spray, spraying, spray gun, spray booth, paint booth, coating, foam application. */
  'spray',
  /** Ventilation: exhaust, extraction, ventilation, fan, fume hood, air supply. */
  'ventilation',
  /** Combustible solids that can make a dust cloud: flour, sugar, grain, starch, sawdust, wood dust, coal, aluminium powder, plastic powder, feed. */
  'combustible',
  /** Dust in the air or on surfaces: dust, dust cloud, layer, accumulation, dust collector, baghouse, cyclone. */
  'dust',
  /** Vehicles and powered mobile equipment: forklift, truck, loader, tractor, excavator, reach truck, pallet jack (powered). */
  'vehicle',
  /** People on foot near traffic: pedestrian, on foot, walkway, crossing, workers walking. */
  'pedestrian',
] as const;
export type ClueClass = (typeof CLUE_CLASSES)[number];

/** How one language names one hazard. */
export interface HazardVocabulary {
  /** Phrases naming the hazard's source ("forklift", "unguarded conveyor"): each raises the hazard alone, unless negated. */
  terms: readonly string[];
  /**
   * Ambiguous words ("ladder", "roof", "cover", "belt", "tour", "échelle", "caisse", "essence"):
   * they count only with a second, independent clue of the same hazard in the sentence (another
   * term, one of its controls, or a clue class of its rules).
   */
  weak?: readonly string[];
  /**
   * The hazard's protections ("guardrail", "harness", "lockout", "hearing protection"): said to be
   * absent ("no guardrail", "guard removed") they reveal the hazard; said to be in place
   * ("guardrails are installed") they make it controlled.
   */
  controls?: readonly string[];
}

/** One language's vocabulary. */
export interface LanguageVocabulary {
  /** Words that negate what follows within three words: "no", "not", "without", "never", "aucun", "sans", "pas de". */
  negation: readonly string[];
  /**
   * Words after a term, within four words, that say it is absent or gone: "not used", "not
   * installed", "missing", "removed", "absent", "not worn". On a source ("forklifts are not used")
   * the hazard is not raised; on a control ("guardrail missing") the hazard is uncontrolled.
   */
  absentAfter: readonly string[];
  /** Before or after a control, within four words: it does not work. "bypassed", "taped", "broken", "out of service", "down", "disabled", "propped open". */
  defeated: readonly string[];
  /** Before or after a control, within four words: it is there and works. "installed", "in place", "worn", "locked out", "permanent", "equipped with". */
  inPlace: readonly string[];
  /** Something happened: "injured", "fell", "was struck", "accident", "incident", "near miss", "hospitalised". */
  incident: readonly string[];
  /** It happens again: "again", "repeatedly", "several times", "often", "every day", "recurring". */
  recurrence: readonly string[];
  /** A death: "died", "killed", "fatal", "fatality". */
  fatal: readonly string[];
  /** A permanent or critical injury: "amputation", "amputated", "lost a finger", "crushed", "paralysed", "severe burns". */
  permanent: readonly string[];
  /**
   * Fixed expressions in which a hazard word means something else ("career ladder", "cover
   * letter", "seat belt", "échelle salariale", "au regard de", "à son tour"): their words are
   * ignored before matching.
   */
  idioms: readonly string[];
  /** Units this language writes after a height: metres ("m", "mètres", "米", "メートル") and feet ("ft", "pieds", "pi"). */
  lengthUnits: { readonly metres: readonly string[]; readonly feet: readonly string[] };
  /** The words of each clue class. */
  clues: Readonly<Record<ClueClass, readonly string[]>>;
  /** Every hazard of the knowledge base, by id. */
  hazards: Readonly<Record<string, HazardVocabulary>>;
}
