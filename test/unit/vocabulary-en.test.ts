import { describe, expect, it } from 'vitest';
import { vocabulary } from '#shared/knowledge/vocabulary/en';
import { internationalTerms } from '#shared/knowledge/vocabulary/international';
import { CLUE_CLASSES } from '#shared/knowledge/vocabulary/types';
import { HAZARD_IDS, sameStems, stemmedReader } from './support/stemmed-vocabulary';

const { read, raised, stems } = stemmedReader('en', vocabulary);
const entries = Object.entries(vocabulary.hazards);
const stateOf = (text: string, hazard: string) => read(text).find((f) => f.hazard.id === hazard)?.state;

describe('English vocabulary: shape', () => {
  it('names every hazard of the knowledge base and the new ones', () => {
    expect(Object.keys(vocabulary.hazards).sort()).toEqual([...HAZARD_IDS].sort());
  });

  it('gives at least four words to every clue class', () => {
    for (const clue of CLUE_CLASSES) expect(vocabulary.clues[clue].length, clue).toBeGreaterThanOrEqual(4);
  });

  it('gives every hazard at least six terms, each phrase once, never both a term and a weak word', () => {
    for (const [id, words] of entries) {
      expect(words.terms.length, id).toBeGreaterThanOrEqual(6);
      const all = [...words.terms, ...(words.weak ?? []), ...(words.controls ?? [])];
      expect(
        all.filter((phrase, i) => all.indexOf(phrase) !== i),
        id,
      ).toEqual([]);
      expect(
        words.terms.filter((term) => words.weak?.includes(term)),
        id,
      ).toEqual([]);
    }
  });

  // Snowball reads "scaffold" and "scaffolding" alike: two such phrases of one hazard would be two clues.
  it('has no two phrases of a hazard that read as the same stems', () => {
    for (const [id, words] of entries) expect(sameStems(words, stems), id).toEqual([]);
  });

  it('has at least 25 idioms, none of which raises a hazard', () => {
    expect(vocabulary.idioms.length).toBeGreaterThanOrEqual(25);
    for (const idiom of vocabulary.idioms) expect(raised(idiom), idiom).toEqual([]);
  });
});

// A term holding an absence cue negates itself, an idiom can swallow a term: each is read alone.
describe('English vocabulary: every phrase read on its own', () => {
  it('raises each hazard from each of its terms', () => {
    const silent = entries.flatMap(([id, words]) =>
      words.terms.filter((term) => !raised(`${term}.`).includes(id)).map((term) => `${id}: ${term}`),
    );
    expect(silent).toEqual([]);
  });

  it('needs a second clue for every weak word', () => {
    const loud = entries.flatMap(([id, words]) =>
      (words.weak ?? []).filter((weak) => raised(`${weak}.`).includes(id)).map((weak) => `${id}: ${weak}`),
    );
    expect(loud).toEqual([]);
  });
});

describe('English vocabulary: reading', () => {
  it.each([
    ['Worker was standing 7 m up at the edge of the roof with nothing to tie off to.', 'roof-edge-fall'],
    ['Two roofers were shingling near the eaves without harnesses.', 'roof-edge-fall'],
    ['The slab edge on level 4 had no guardrail.', 'roof-edge-fall'],
    ['A labourer stepped through a skylight and fell to the floor below.', 'floor-opening-fall'],
    ['The plywood cover over the floor opening was not secured.', 'floor-opening-fall'],
    ['The electrician fell off the stepladder while changing a light fixture.', 'ladder-fall'],
    ['He was standing on the top step of the ladder, overreaching to the side.', 'ladder-fall'],
    ['The rolling scaffold had no guardrails on the top platform.', 'scaffold-fall'],
    ['The scaffold was not tied to the building and the base plates were missing.', 'scaffold-fall'],
    ['The pallet gate at the mezzanine was left open.', 'mezzanine-fall'],
    ['The operator of the scissor lift was crushed against a ceiling beam.', 'elevating-work-platform'],
    ['Worker in the boom lift basket was not tied off.', 'elevating-work-platform'],
    ['A hammer fell from the scaffold and struck a worker below.', 'dropped-objects'],
    ['The forklift hit an upright and the pallet rack collapsed.', 'storage-rack-collapse'],
    ['The faller was struck by a dead limb while making the back cut.', 'tree-felling'],
    ['Workers were walking under the suspended load during the lift.', 'crane-suspended-load'],
    ['The web sling was cut on a sharp edge and the load fell.', 'rigging-sling-failure'],
    ['His glove was caught in the nip point at the tail pulley of the conveyor.', 'unguarded-conveyor'],
    ['The PTO shaft on the tractor had no shield and his sleeve got caught.', 'rotating-shaft-entanglement'],
    ["The operator's hand was in the die when the press cycled.", 'power-press'],
    ['The table saw was used without the blade guard and the board kicked back.', 'woodworking-saw'],
    ['The mechanic reached into the mixer to clear a jam without locking it out.', 'lockout-maintenance'],
    ['He descended into the pit to unblock the pump while it was still energized.', 'lockout-maintenance'],
    ['He descended into the pit to unblock the pump.', 'confined-space-entry'],
    ['The worker entered the tank without an entry permit or gas testing.', 'confined-space-entry'],
    ['Two workers collapsed in the manure pit from hydrogen sulphide.', 'toxic-atmosphere'],
    ['The 4-gas monitor alarmed for H2S at 25 ppm inside the vault.', 'toxic-atmosphere'],
    [
      'The electrician worked inside the energized panel without arc-rated clothing.',
      'live-electrical-parts',
    ],
    ['The dump truck raised its box into the overhead power line.', 'overhead-power-lines'],
    ['The extension cord was frayed and taped with electrical tape.', 'damaged-cords-panels'],
    ['Degreaser was decanted into an unlabelled spray bottle.', 'whmis-labelling-sds'],
    ['Safety data sheets were not available for the cleaning products.', 'whmis-labelling-sds'],
    [
      'Caustic soda splashed into his eye while diluting the cleaner; no eyewash station.',
      'corrosive-substances',
    ],
    [
      'The worker mixed the herbicide without gloves and entered the field before the re-entry interval.',
      'pesticide-exposure',
    ],
    ['They were spray painting in the warehouse with no ventilation.', 'solvent-vapours'],
    ['The body shop sprays 2K clearcoat without supplied-air respirators.', 'isocyanate-sensitisers'],
    ['Welding on galvanized steel inside the shop with no fume extraction.', 'welding-fumes'],
    ['Welding sparks landed on cardboard and started a fire.', 'hot-work-ignition'],
    ['Gasoline was stored in jerry cans next to the furnace.', 'flammable-liquid-storage'],
    ['A thick layer of flour dust was found on the beams above the mixer.', 'combustible-dust'],
    ['The mason was cutting concrete blocks dry with a quickie saw.', 'crystalline-silica'],
    ['Workers were dry cutting brick without water or a vacuum shroud.', 'crystalline-silica'],
    ['The pipe lagging in the boiler room was damaged and friable.', 'asbestos'],
    ['The cabinet shop has no dust collection on the sanders.', 'wood-dust'],
    ['Workers mixing cement bags were covered in dust.', 'inert-dust'],
    ['In the compressor room you have to shout to be heard.', 'occupational-noise'],
    ['Noise levels at the press line reach 98 dBA and nobody wears earplugs.', 'occupational-noise'],
    ['He uses a jackhammer six hours a day and complains of white fingers.', 'hand-arm-vibration'],
    [
      'The loader operator drives 10 hours a day over rough terrain with a broken seat.',
      'whole-body-vibration',
    ],
    ['The trench was 2.5 m deep with vertical walls and no shoring.', 'trench-collapse'],
    ['Forklifts share the aisles with pedestrians and there are no marked walkways.', 'forklift-pedestrian'],
    [
      'The dump truck was reversing without a spotter and the backup alarm was not working.',
      'vehicle-reversing',
    ],
    ['The truck pulled away from the dock while the forklift was still inside the trailer.', 'loading-dock'],
    ['Workers lift 25 kg bags of cement by hand all day.', 'manual-handling'],
    [
      'Packers perform the same wrist motion 2,000 times per shift; two cases of tendinitis.',
      'repetitive-work',
    ],
    ['Mechanics work bent over the engine for hours.', 'awkward-posture'],
    ['The cook slipped on a greasy floor in the kitchen.', 'wet-floor-slip'],
    ['Boxes and pallet wrap cluttered the aisle and a worker tripped.', 'cluttered-aisle-trip'],
    ['Workers on the roof during the heat wave had no shade or water.', 'heat-stress'],
    ['Employees spend full shifts in the freezer at -25 C without insulated clothing.', 'cold-stress'],
    ['The helper got arc eye from watching the welding without a helmet.', 'welding-arc-radiation'],
    ['The nuclear density gauge was left unattended on site.', 'ionizing-radiation'],
    ['A housekeeper was stuck by a used needle in the garbage.', 'bloodborne-needlestick'],
    ['Workers clean raw sewage from the basement without gloves.', 'biological-agents-waste'],
    ['A nurse was punched by an agitated patient.', 'workplace-violence-harassment'],
    ['Staff are burned out from chronic understaffing and mandatory overtime.', 'work-overload-stress'],
    ['The night attendant works alone at the gas station.', 'working-alone'],
    ['Oxygen and acetylene cylinders were standing unsecured in the shop.', 'compressed-gas-cylinders'],
    ['Workers blow off their clothes with compressed air.', 'pressure-vessels'],
    ['The stocker cut his hand with a box cutter while opening cartons.', 'hand-tool-cuts'],
    ['The angle grinder was used with the guard removed and the disc shattered.', 'portable-power-tools'],
    ['The chainsaw kicked back and cut his leg; he wore no chaps.', 'chainsaw'],
    ['The interlock on the robot cell door was bypassed with a jumper wire.', 'defeated-guard-interlock'],
    [
      'The operator taped the safety switch so the machine runs with the door open.',
      'defeated-guard-interlock',
    ],
  ])('%s → %s', (text, hazard) => {
    expect(raised(text)).toContain(hazard);
  });

  it.each([
    ['No forklifts are used in this facility.', 'forklift-pedestrian'],
    ['There is no scaffolding on this site.', 'scaffold-fall'],
    ['The building is asbestos-free.', 'asbestos'],
  ])('reads the negation of %s', (text, hazard) => {
    expect(raised(text)).not.toContain(hazard);
  });

  it('reads protections in place as control', () => {
    expect(
      stateOf('Before the repair the mixer was locked out with a personal padlock.', 'lockout-maintenance'),
    ).toBe('controlled');
    expect(stateOf('Hearing protection is worn in the press shop.', 'occupational-noise')).toBe('controlled');
  });

  it.each([
    'Please find attached my cover letter for the position of sales manager.',
    'The company offers a competitive salary, dental plan and a career ladder.',
    'The tenant is responsible for roof repairs under the lease.',
    'We expect a sharp increase in sales in the fall.',
    'The press release will be issued after the board meeting.',
    'Our team works under pressure to meet aggressive deadlines.',
    'Please back up your files before the migration to the new server rack.',
    'The meeting will go live at 9 am; join the live chat.',
    'We hit a snag with the vendor contract and the deal fell through.',
    'The coffee machine on the second floor is out of order.',
    'The disciplinary hearing is scheduled for Monday.',
    'The employee was fired after the investigation.',
    'Log in to the portal to submit your expense report and pay slip.',
    'This contract is legally binding on both parties.',
    'Our sales pipeline grew and revenue was driven by strong demand.',
    'Employees may work remotely two days per week.',
    'Annual leave requests must be submitted two weeks in advance.',
    'The quarterly budget includes office supplies, chairs and desks.',
  ])('raises nothing in office text: %s', (text) => {
    expect(raised(text)).toEqual([]);
  });
});

describe('international terms', () => {
  it('name hazards of the knowledge base or the new ones, with terms of two characters or more', () => {
    for (const [id, terms] of Object.entries(internationalTerms)) {
      expect(HAZARD_IDS, id).toContain(id);
      for (const term of terms) expect(term.length, `${id}: ${term}`).toBeGreaterThanOrEqual(2);
    }
  });
});
