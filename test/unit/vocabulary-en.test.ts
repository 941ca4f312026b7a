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

// Reports written as investigators and inspectors write them, and office text, read without international terms.
describe('English vocabulary: more report wording', () => {
  it.each([
    [
      'The crew was installing HVAC units near the parapet of a 4-storey building; no guardrails were in place.',
      'roof-edge-fall',
    ],
    [
      'A worker was tying rebar at the leading edge of the deck, about 6 m above grade, without fall arrest.',
      'roof-edge-fall',
    ],
    ['Employee climbed onto the roof to clear the drain and was not wearing a harness.', 'roof-edge-fall'],
    [
      'A plywood sheet covering a hole on the second floor was moved and the electrician fell through to the level below.',
      'floor-opening-fall',
    ],
    ['Worker was standing on the top cap of an A-frame ladder to reach the ceiling.', 'ladder-fall'],
    [
      'The extension ladder was not tied off and slid out at the base while the painter was on it.',
      'ladder-fall',
    ],
    ['Planks on the scaffold were not secured and one end gave way.', 'scaffold-fall'],
    [
      'Order pickers work on the mezzanine where the railing has a gap at the loading point.',
      'mezzanine-fall',
    ],
    [
      'The operator drove the scissor lift while elevated across a sloped floor and it tipped over.',
      'elevating-work-platform',
    ],
    ['Bricks were stacked at the edge of the scaffold above a busy walkway.', 'dropped-objects'],
    [
      'Several uprights in aisle 12 are bent from forklift impacts and have not been repaired.',
      'storage-rack-collapse',
    ],
    [
      'While felling a spruce, the tree hung up in another tree and the faller tried to cut it free.',
      'tree-felling',
    ],
    [
      'The mobile crane lifted a steel beam over workers who were not cleared from the area.',
      'crane-suspended-load',
    ],
    [
      'The shackle had no rated capacity marking and the chain sling had a stretched link.',
      'rigging-sling-failure',
    ],
    ['The tail pulley guard on conveyor 3 has been removed and not replaced.', 'unguarded-conveyor'],
    [
      'The operator leaned over the lathe and his sleeve was wrapped around the spinning chuck.',
      'rotating-shaft-entanglement',
    ],
    ['The press brake operator held the part with his fingers inside the point of operation.', 'power-press'],
    ['Apprentice was ripping narrow stock on the table saw without a push stick.', 'woodworking-saw'],
    [
      'Maintenance was changing the belt on the fan while the disconnect was still on.',
      'lockout-maintenance',
    ],
    [
      'The millwright cleaned the auger with the power still on; he had not applied his personal lock.',
      'lockout-maintenance',
    ],
    [
      'A contractor went down into the valve chamber to read the meter without any air monitoring.',
      'confined-space-entry',
    ],
    [
      'The worker collapsed at the bottom of the wet well; rescuers later measured 300 ppm H2S.',
      'toxic-atmosphere',
    ],
    [
      'A propane forklift was operating inside the closed trailer and the driver became dizzy from carbon monoxide.',
      'toxic-atmosphere',
    ],
    [
      'The electrician replaced a breaker in a live 600 V panel without arc flash PPE.',
      'live-electrical-parts',
    ],
    ['The boom truck was set up directly beneath the 25 kV distribution line.', 'overhead-power-lines'],
    [
      'Cords for the space heaters were run under the carpet and the insulation was cracked.',
      'damaged-cords-panels',
    ],
    ['The clearance in front of the electrical panel was blocked by boxes.', 'damaged-cords-panels'],
    [
      'Bleach and degreaser had been poured into unmarked pop bottles in the janitor closet.',
      'whmis-labelling-sds',
    ],
    [
      'The operator was topping up the battery electrolyte without goggles and acid splashed onto his face.',
      'corrosive-substances',
    ],
    ['Greenhouse staff re-entered the rows the morning after fumigation.', 'pesticide-exposure'],
    [
      'Workers were cleaning parts with acetone in a small room with the door closed and no exhaust fan.',
      'solvent-vapours',
    ],
    [
      'The insulation contractor was spraying polyurethane foam in the attic with only a dust mask.',
      'isocyanate-sensitisers',
    ],
    [
      'The welder works on stainless steel all day and the fume extractor arm is out of service.',
      'welding-fumes',
    ],
    ['Torch cutting was done on a tank that had contained diesel, without gas testing.', 'hot-work-ignition'],
    [
      'Drums of thinner were dispensed without bonding and grounding next to the grinder.',
      'flammable-liquid-storage',
    ],
    [
      'The baghouse has not been emptied and there is a thick layer of sawdust on the ledges.',
      'combustible-dust',
    ],
    [
      'The crew was grinding the concrete floor with a walk-behind grinder and no dust control.',
      'crystalline-silica',
    ],
    [
      'Before the renovation no survey was done; the workers removed pipe insulation in the 1960s building.',
      'asbestos',
    ],
    ['Operators at the CNC router sweep the MDF dust with brooms at the end of each shift.', 'wood-dust'],
    ['The bagging line for limestone generates visible dust clouds all day.', 'inert-dust'],
    [
      'Measured levels at the chipper reached 102 dBA; the operators do not wear hearing protection.',
      'occupational-noise',
    ],
    ['The finisher uses a needle scaler and chipping hammer for most of his shift.', 'hand-arm-vibration'],
    [
      'Haul truck drivers complain of back pain from the jolting on the unpaved road.',
      'whole-body-vibration',
    ],
    [
      'The pipe crew worked in a 3 m deep excavation whose walls were cracking; the trench box was left at the yard.',
      'trench-collapse',
    ],
    ['A picker walked out from between the racks and was struck by the reach truck.', 'forklift-pedestrian'],
    ['The loader backed over a labourer who was standing behind it.', 'vehicle-reversing'],
    ['The trailer was not chocked and rolled away from the dock while being loaded.', 'loading-dock'],
    ['Nurses reposition heavy patients in bed without a ceiling lift.', 'manual-handling'],
    [
      'Cashiers scan items for 8 hours with few breaks and report wrist pain and tendinitis.',
      'repetitive-work',
    ],
    [
      'Installers spend hours lying on their backs under the cabinets with their arms overhead.',
      'awkward-posture',
    ],
    ['Water tracked in from outside made the lobby floor slippery; a visitor slipped.', 'wet-floor-slip'],
    [
      'Hoses and extension cords lay across the walkway and a worker tripped on them.',
      'cluttered-aisle-trip',
    ],
    ['The roofers worked in 35 °C weather with a humidex of 42 and no rest breaks.', 'heat-stress'],
    ['Line crews worked outside at -30 °C wind chill for 12 hours.', 'cold-stress'],
    [
      'The welding curtains were not in place and the forklift driver nearby got flash burns in his eyes.',
      'welding-arc-radiation',
    ],
    ['The radiography crew did not set up a barrier around the gamma source.', 'ionizing-radiation'],
    ['A custodian was pricked by a syringe when compressing a garbage bag.', 'bloodborne-needlestick'],
    ['The crew removed pigeon droppings from the attic without respirators.', 'biological-agents-waste'],
    ['A customer threatened the cashier with a knife during a robbery.', 'workplace-violence-harassment'],
    [
      'The supervisor repeatedly belittled and yelled at the new employee in front of others.',
      'workplace-violence-harassment',
    ],
    ['The nurses report burnout from mandatory overtime and unsafe staffing levels.', 'work-overload-stress'],
    ['The security guard patrols the site alone at night with no check-in procedure.', 'working-alone'],
    [
      'Several oxygen cylinders were stored next to acetylene without a fire wall and without valve caps.',
      'compressed-gas-cylinders',
    ],
    [
      'The air receiver on the compressor has a seized relief valve and no inspection certificate.',
      'pressure-vessels',
    ],
    ['The meat cutter was boning without a mesh glove and cut his palm.', 'hand-tool-cuts'],
    [
      'The worker removed the guard of the angle grinder to fit a larger cutting wheel.',
      'portable-power-tools',
    ],
    ['The arborist operated the top-handle chainsaw with one hand while in the tree.', 'chainsaw'],
    [
      'The operators tie the safety gate switch closed so the robot keeps running during loading.',
      'defeated-guard-interlock',
    ],
    [
      'Sanitation workers handle leaking garbage bags and are exposed to bioaerosols at the transfer station.',
      'biological-agents-waste',
    ],
    [
      'Mould was visible on the drywall in the basement after the flood and the cleanup crew wore no respirators.',
      'biological-agents-waste',
    ],
    ['The nurse recapped the needle after the injection and stuck her finger.', 'bloodborne-needlestick'],
    ['Workers could not find the safety data sheet for the new floor stripper.', 'whmis-labelling-sds'],
    [
      'The applicator sprayed insecticide in the orchard on a windy day without a respirator.',
      'pesticide-exposure',
    ],
    [
      'The delivery driver spent the shift loading in the blast freezer and developed frostbite on two fingers.',
      'cold-stress',
    ],
    ['A worker in the foundry collapsed from heat exhaustion near the furnace.', 'heat-stress'],
    [
      'A technician entered the X-ray inspection cabinet while the beam was on because the door interlock had been bypassed.',
      'ionizing-radiation',
    ],
    [
      'Bystanders were exposed to the arc from the MIG welding station because no screens were installed.',
      'welding-arc-radiation',
    ],
    [
      'A nitrogen cylinder fell over and snapped its valve, and the cylinder shot across the shop.',
      'compressed-gas-cylinders',
    ],
    ['The hydraulic hose burst and whipped, striking the mechanic on the arm.', 'pressure-vessels'],
    [
      'A clerk suffered a deep laceration to the thumb while cutting shrink wrap with a utility knife.',
      'hand-tool-cuts',
    ],
    ['The groundsman was bucking logs with a chainsaw without chaps and cut his thigh.', 'chainsaw'],
    [
      'The home care worker visits clients alone in the evening and has no way to call for help.',
      'working-alone',
    ],
    [
      'Staff report chronic work overload, missed lunches and unpaid overtime to meet deadlines.',
      'work-overload-stress',
    ],
    [
      'The skid steer operator has back pain after long shifts on rough ground with a worn seat.',
      'whole-body-vibration',
    ],
    [
      'Workers use impact wrenches and grinders for most of the shift and report numb fingers.',
      'hand-arm-vibration',
    ],
    ['Dry sweeping of the gypsum board plant floor raises clouds of dust.', 'inert-dust'],
    [
      'A painter in the auto body shop developed occupational asthma after spraying 2K primer.',
      'isocyanate-sensitisers',
    ],
    [
      'Aluminium dust from the polishing line is collected in a dry dust collector inside the building.',
      'combustible-dust',
    ],
    [
      'The backhoe dug a 2 m trench and a labourer went in to clear the pipe before the walls were shored.',
      'trench-collapse',
    ],
    [
      'The brewery cellar had high carbon dioxide levels from the fermentation tanks and a worker felt dizzy.',
      'toxic-atmosphere',
    ],
    [
      'The welder climbed into the boiler drum to make a repair with no attendant outside.',
      'confined-space-entry',
    ],
    [
      'The interlock on the palletizer door is often defeated with a spare key so operators can clear jams faster.',
      'defeated-guard-interlock',
    ],
    [
      'Operators reach past the removed guard on the filler to adjust the bottles while it runs.',
      'defeated-guard-interlock',
    ],
    [
      'A millwright contacted a live 480 V terminal while troubleshooting the motor starter.',
      'live-electrical-parts',
    ],
    [
      'The aluminium ladder touched the overhead line while the painter was moving it.',
      'overhead-power-lines',
    ],
    [
      'An employee reached under the belt to remove debris and his arm was pulled into the roller.',
      'unguarded-conveyor',
    ],
    [
      "A farmer's jacket was caught on the PTO driveline and he was pulled around the shaft.",
      'rotating-shaft-entanglement',
    ],
    ["The punch press cycled twice and crushed the operator's fingertip.", 'power-press'],
    ['The mitre saw blade caught the trim piece and threw it at the carpenter.', 'woodworking-saw'],
    ['The nail gun misfired and the nail went through his hand.', 'portable-power-tools'],
    ['Movers carried a 90 kg safe up the stairs by hand.', 'manual-handling'],
    [
      'The drywallers spend much of the day with their arms above their heads taping ceilings.',
      'awkward-posture',
    ],
    [
      'Poultry deboners make about 40 cuts per minute and many have carpal tunnel syndrome.',
      'repetitive-work',
    ],
    ['The dishwasher slipped on the wet tiles near the dish pit and broke her wrist.', 'wet-floor-slip'],
    ['The emergency exit in the stockroom was blocked by pallets and empty boxes.', 'cluttered-aisle-trip'],
    ['A flagger was struck by a reversing dump truck at the paving site.', 'vehicle-reversing'],
    [
      'The forklift operator was driving forward with a load blocking his view and hit a co-worker.',
      'forklift-pedestrian',
    ],
    [
      'The dock leveller lip was not resting on the trailer and the forklift wheel dropped through the gap.',
      'loading-dock',
    ],
    [
      'The scaffold had been altered by another trade and the guardrails were removed on one side.',
      'scaffold-fall',
    ],
    ['The worker used a chair instead of a ladder to reach the shelf and fell.', 'ladder-fall'],
    ['The skylight on the flat roof had no screen and a roofer stepped on it.', 'floor-opening-fall'],
    ['The worker was on a pitched roof 8 m above grade with no fall protection.', 'roof-edge-fall'],
    [
      'The boom lift operator was catapulted from the basket when the truck hit a pothole.',
      'elevating-work-platform',
    ],
    [
      "A wrench slipped from the ironworker's hand and struck a labourer two floors below.",
      'dropped-objects',
    ],
    [
      'A pallet of paint cans was stored on the top beam with no deck and fell when the rack was bumped.',
      'storage-rack-collapse',
    ],
    ['The arborist was struck by a limb that broke off while he was topping a dead elm.', 'tree-felling'],
    [
      'The overhead crane operator moved the load over the heads of workers in the bay.',
      'crane-suspended-load',
    ],
    [
      'The synthetic sling was used without edge protection over the steel beam and was cut.',
      'rigging-sling-failure',
    ],
    ['Sparks from the cut-off saw ignited cardboard stored nearby.', 'hot-work-ignition'],
    ['Five jerry cans of gasoline are stored in the boiler room.', 'flammable-liquid-storage'],
    [
      'The printer cleans the presses with a solvent-soaked rag and the press room smells strongly of solvent.',
      'solvent-vapours',
    ],
    [
      'The sanitation worker mixed chlorinated cleaner with an acid cleaner and released chlorine gas.',
      'corrosive-substances',
    ],
    ['The countertop fabricator dry-cut quartz slabs with an angle grinder.', 'crystalline-silica'],
    [
      'The maintenance worker drilled through sprayed fireproofing on the beams during the renovation.',
      'asbestos',
    ],
    ['The sander operator at the furniture plant has nasal irritation from the oak dust.', 'wood-dust'],
    [
      'The workers at the bottling line complain of ringing in their ears at the end of the shift.',
      'occupational-noise',
    ],
    ['A patient bit a personal support worker during morning care.', 'workplace-violence-harassment'],
  ])('%s → %s', (text, hazard) => {
    expect(raised(text)).toContain(hazard);
  });

  it.each([
    'We are pleased to offer you the position of Senior Accountant starting June 1; your salary will be reviewed annually.',
    'The lease covers the ground floor offices, the parking lot and common areas; the landlord is responsible for the roof and structure.',
    'Our Q3 sales dropped 4% while the competition launched aggressive pricing; the board will stress-test the forecast.',
    'The IT team will migrate the database to the cloud over the weekend; please log off before 6 pm Friday.',
    'All staff must complete the annual code of conduct training and the privacy module by March 31.',
    'The cafeteria will be closed on Monday for cleaning; the coffee machine and microwave remain available.',
    'Please submit your travel expense report with receipts for the business trip to Toronto.',
    'The vendor agreed to extend the warranty on the laptops and monitors for two years.',
    'The marketing team will host a live webinar on our new product line next Tuesday.',
    'Employees who work remotely must use the VPN and keep their laptops locked when unattended.',
    'The parties agree that this agreement shall be governed by the laws of the Province of Ontario.',
    'Performance reviews will focus on goals, teamwork and professional development.',
    'Our warehouse management software tracks inventory, pick lists and shipping labels in real time.',
    'The finance committee approved the budget; capital expenses include new servers and a server rack.',
    'Flu shots will be offered in the boardroom on Thursday; please book a slot.',
    'The board approved the annual report and the dividend; the auditors issued a clean opinion.',
    'Please review the attached slides before the strategy offsite; we will discuss market entry and pricing.',
    'Our new recycling program places blue bins near the kitchen and printers.',
    'The customer service team will extend its hours during the holiday season.',
    'The supplier confirmed the delivery date for the office chairs, desks and monitors.',
    'The software release was delayed because of a memory leak in the reporting module.',
    'The tenant shall keep the premises clean and free of garbage and shall not store hazardous goods.',
    'Our company picnic will be held at the park; families are welcome and lunch will be provided.',
  ])('raises nothing in: %s', (text) => {
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
