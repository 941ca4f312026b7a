import type { EvalCase } from '../types';

/** English cases, in the style of OSHA fatality summaries, HSE prosecutions and WorkSafeBC reports. */
export const CASES: readonly EvalCase[] = [
  {
    id: 'en-01',
    language: 'en',
    kind: 'named',
    text:
      'An apprentice electrician was replacing a breaker in an energized 480-volt panel when his ' +
      'screwdriver slipped and bridged two bus bars, causing an arc flash. He suffered second-degree burns ' +
      'to his face and hands and was not wearing arc-rated clothing.',
    expected: ['electrical'],
    acceptable: ['hazardous_energy', 'hand_tools'],
    source: 'OSHA accident summary, electrical contractor',
  },
  {
    id: 'en-02',
    language: 'en',
    kind: 'named',
    text:
      'During the lift of a precast wall panel, one of the synthetic slings was cut on an unprotected edge ' +
      'and the panel swung into the tower crane mast before dropping onto the deck. The rigger had not used ' +
      'edge protectors and the lift plan did not mention them.',
    expected: ['lifting_rigging', 'falling_objects'],
    acceptable: [],
    source: 'WorkSafeBC incident investigation, precast erection',
  },
  {
    id: 'en-03',
    language: 'en',
    kind: 'named',
    text:
      'A maintenance welder was cutting a steel bracket with an oxy-acetylene torch beside a stack of ' +
      'cardboard packaging. Sparks ignited the cardboard and the fire spread to the racking before the ' +
      'sprinklers operated. No hot work permit had been issued and no fire watch was posted.',
    expected: ['hot_work', 'fire_explosion'],
    acceptable: ['pressure'],
    source: 'HSE investigation, warehouse fire',
  },
  {
    id: 'en-04',
    language: 'en',
    kind: 'named',
    text:
      'A night clerk at a gas station convenience store was threatened with a knife during a robbery. ' +
      'She had been working alone since 10 p.m., there was no panic button, and the check-in call to the ' +
      'supervisor had been dropped months earlier.',
    expected: ['psychosocial', 'working_alone'],
    acceptable: [],
    source: 'WorkSafeBC late-night retail inspection',
  },
  {
    id: 'en-05',
    language: 'en',
    kind: 'named',
    text:
      'Groundworkers who used hydraulic breakers and plate compactors for most of each shift reported ' +
      'tingling and blanching of the fingers in cold weather, symptoms of hand-arm vibration syndrome. ' +
      'The company had never estimated trigger times against the exposure action value.',
    expected: ['vibration'],
    acceptable: ['noise', 'hand_tools'],
    source: 'HSE prosecution, civil engineering contractor',
  },
  {
    id: 'en-06',
    language: 'en',
    kind: 'named',
    text:
      'An industrial radiographer entered the barrier zone to reposition a film cassette before checking ' +
      'with his survey meter that the iridium-192 source had been fully retracted. His electronic dosimeter ' +
      'alarmed and later showed a dose of 12 mSv.',
    expected: ['radiation'],
    acceptable: [],
    source: 'Regulator event report, pipeline radiography',
  },
  {
    id: 'en-07',
    language: 'en',
    kind: 'indirect',
    text:
      'The operator of a dough sheeter lifted the hinged cover to scrape dough off the rollers without ' +
      'stopping them. The interlock switch had been taped over months earlier because it "kept tripping". ' +
      'Her fingers were drawn in between the rollers.',
    expected: ['machinery'],
    acceptable: ['hazardous_energy'],
    source: 'HSE prosecution, industrial bakery',
  },
  {
    id: 'en-08',
    language: 'en',
    kind: 'indirect',
    text:
      'To shift heavy scale, a cleaner mixed a bleach-based toilet cleaner with an acid descaler in a bucket ' +
      'in a small washroom with no window or extract fan. Within minutes she was coughing, her eyes were ' +
      'streaming and she left the room with a tight chest.',
    expected: ['chemical'],
    acceptable: [],
    source: 'Incident report, contract cleaning',
  },
  {
    id: 'en-09',
    language: 'en',
    kind: 'indirect',
    text:
      'A bundle of rebar chairs was left at the edge of the third-floor deck where the toe board had been ' +
      'removed. A labourer knocked it with his boot and it dropped to the sidewalk, striking a flagger who ' +
      'had taken off his hard hat.',
    expected: ['falling_objects'],
    acceptable: ['falls'],
    source: 'OSHA inspection narrative, concrete high-rise',
  },
  {
    id: 'en-10',
    language: 'en',
    kind: 'indirect',
    text:
      'A timber cruiser went out on his own to a remote cutblock and missed the noon check-in; nobody ' +
      'noticed until the crew truck came back in the evening. He was found the next morning at the bottom ' +
      'of a gully with a broken ankle and a body temperature of 33 °C.',
    expected: ['working_alone'],
    acceptable: ['thermal', 'slips_trips', 'falls'],
    source: 'WorkSafeBC incident summary, forestry',
  },
  {
    id: 'en-11',
    language: 'en',
    kind: 'negation',
    text:
      'There are no overhead power lines on this lot; the nearest distribution line runs along the road, ' +
      '60 m from anywhere the excavator can reach. The concern raised at the tailboard meeting is the ' +
      '2.5 m storm-sewer trench, which will be dug before the trench box arrives.',
    expected: ['excavation'],
    acceptable: ['mobile_equipment'],
    source: 'Pre-job hazard assessment, site servicing',
  },
  {
    id: 'en-12',
    language: 'en',
    kind: 'negation',
    text:
      'No hazardous chemicals have been stored or used in the print shop since the switch to water-based ' +
      'inks last year. The press room, however, is so loud that operators have to shout at arm’s length, ' +
      'and two of them now complain of ringing in the ears after shifts.',
    expected: ['noise'],
    acceptable: ['machinery'],
    source: 'Workplace inspection report, commercial printing',
  },
  {
    id: 'en-13',
    language: 'en',
    kind: 'controlled',
    text:
      'The trench is fully shored with an engineered hydraulic system, spoil is kept at least 1 m back from ' +
      'the edge, and a ladder is within 7.5 m of every worker. The competent person inspected it at the ' +
      'start of the shift and again after last night’s rain.',
    expected: [],
    acceptable: ['excavation'],
    source: 'Daily trench inspection log, utilities',
  },
  {
    id: 'en-14',
    language: 'en',
    kind: 'controlled',
    text:
      'The paint mixing room has local exhaust ventilation, tested in March; solvents are kept in a ' +
      'flammable-liquids cabinet and the mixers wear fit-tested organic-vapour respirators. Personal air ' +
      'monitoring results were all below 10% of the occupational exposure limits.',
    expected: [],
    acceptable: ['chemical', 'fire_explosion'],
    source: 'Occupational hygiene survey, coatings plant',
  },
  {
    id: 'en-15',
    language: 'en',
    kind: 'benign',
    text:
      'Q3 update: sales are booming in the Prairies, with four new distributor accounts signed. Join ' +
      'Friday’s live stream, where HR will present the revised career ladder and commission scale and ' +
      'introduce the regional team, now working under one roof in Calgary.',
    expected: [],
    acceptable: [],
    source: 'Internal sales newsletter',
  },
  {
    id: 'en-16',
    language: 'en',
    kind: 'benign',
    text:
      'Dear Hiring Manager, I am applying for the Assistant Store Manager position. For four years I have ' +
      'run the front end of a busy grocery store, balanced the tills at close and drilled new cashiers on ' +
      'the point-of-sale system. I work well under pressure and hope to climb the ladder with your team.',
    expected: [],
    acceptable: [],
    source: 'Cover letter, retail',
  },
  {
    id: 'en-17',
    language: 'en',
    kind: 'mixed',
    text:
      'Farm inspection, Fraser Valley: the pesticide storage shed and the re-entry notice are posted in ' +
      'English only. Two seasonal workers told the officer, "nadie nos dijo cuándo podíamos volver a entrar ' +
      'al invernadero", and they had been back picking in the greenhouse two hours after it was sprayed.',
    expected: ['chemical'],
    acceptable: [],
    source: 'WorkSafeBC agriculture inspection, English and Spanish',
  },
];
