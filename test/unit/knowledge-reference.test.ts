import { describe, expect, it } from 'vitest';
import { HAZARDS } from '#shared/knowledge/hazards';
import { I } from '#shared/knowledge/hazards/citations';
import { DUE_DILIGENCE } from '#shared/knowledge/jurisdictions';
import type { Citation, Jurisdiction } from '#shared/knowledge/types';

/**
 * The confirmed provisions of /work/shared/reference/regulations.md, transcribed jurisdiction by
 * jurisdiction ("Hazard families and where the rules are", due diligence, and the frameworks of the
 * international edition). A confirmed citation of the knowledge base that is not here was never
 * checked: it fails. Items marked (u) in the reference are not here: they are cited without a number.
 */
const REFERENCE: Partial<Record<Jurisdiction, Record<string, readonly (string | null)[]>>> = {
  QC: {
    [I.RSST]: [
      'ss. 33.1-33.3', // falls
      's. 312.106', // rescue
      's. 347', // safety harness (falls, not generic PPE)
      's. 354', // safety net (falls, not generic PPE)
      'ss. 172 ff., 175, 182-183 (numbering before O.C. 1112-2023)', // machine guarding, pre-2023
      'ss. 188.1-188.13 (numbering before O.C. 1112-2023)', // lockout, pre-2023
      'ss. 130-141', // noise
      'ss. 300, 302, 308, 308.1', // confined spaces
      's. 256.3', // forklift training
      'ss. 272, 275, 280', // forklifts
      's. 166', // handling
      'ss. 6, 14, 15', // slips, trips, housekeeping
      'ss. 34-38', // fire and emergency
      'ss. 45-47', // respirators
    ],
    [I.CSTC]: [
      's. 2.9.3', // safety net
      's. 2.10.15', // anchorage
      'ss. 2.20.1-2.20.12', // lockout
      's. 2.11', // electricity
      'ss. 5.2.1-5.2.2', // power lines
      's. 3.21.1', // confined spaces
      's. 2.10', // PPE
    ],
    [I.QC_HPIR]: [null],
    [I.LSST]: ['ss. 62.1 ff.'],
  },
  ON: {
    [I.ON_851]: [
      's. 13', // guardrails
      'ss. 24-44.2', // machine guarding (heading)
      'ss. 72-78', // lockout (heading)
      's. 42', // electrical lockout
      'ss. 42, 43', // electrical
      'ss. 45-67', // material handling (heading)
      'ss. 11-20', // slips, trips, housekeeping (heading)
      'ss. 22-23', // fire (heading)
      'ss. 79-86', // PPE
    ],
    [I.ON_213]: ['ss. 26-26.9'],
    [I.ON_632]: [null],
    [I.ON_381]: [null],
  },
  BC: {
    [I.BC_OHSR]: [
      'Part 11',
      'ss. 4.54-4.63',
      'Part 12',
      'Part 10',
      'Part 19',
      'Part 5',
      'Part 7, ss. 7.1-7.9 (s. 7.2: 85 dBA)',
      'Part 9',
      'Part 16',
      'ss. 4.46-4.53',
      'ss. 4.32-4.42',
      'ss. 4.13-4.18',
      'Part 8',
    ],
  },
  AB: {
    [I.AB_CODE]: [
      'Part 9, ss. 139-140',
      'Part 15, s. 212',
      's. 225', // overhead power lines and the safe limit of approach only
      'Part 29, ss. 394.1 ff.',
      'Part 16, ss. 216-219',
      'Part 5, ss. 44-58',
      'Part 19, s. 256',
      'Part 14',
      'Part 12, s. 185',
      'Part 7, ss. 115-117',
      'Part 18, s. 228',
    ],
  },
  FEDERAL: {
    [I.COHSR]: [
      'Part XII, ss. 12.06-12.09', // current fall-protection numbers (never 12.10)
      'Part III',
      'Part XIII, ss. 13.13-13.22',
      'ss. 13.16-13.17',
      'ss. 8.12-8.18',
      'Part VIII',
      'Part X, ss. 10.29-10.45',
      'Part VII (s. 7.4: 87 dBA)',
      'Part XI, ss. 11.01-11.13',
      'Part XIV, ss. 14.20-14.45',
      's. 19.1',
      'ss. 14.46-14.49',
      's. 2.14; ss. 3.14, 14.36',
      'Part XVII, ss. 17.3-17.11',
      'Part XII, ss. 12.01-12.21',
    ],
    'Criminal Code (as amended by Bill C-45, S.C. 2003, c. 21)': ['s. 217.1; ss. 22.1-22.2'],
    [I.CLC]: ['s. 148(4)'],
  },
  US: {
    [I.US_1910]: [
      '§ 1910.28',
      '§ 1910.212',
      '§ 1910.147',
      '§ 1910.1200',
      '§ 1910.95',
      '§ 1910.146',
      '§ 1910.178',
      '§ 1910.132',
    ],
    [I.US_1926]: ['§ 1926.501'],
  },
  GB: {
    'Work at Height Regulations 2005': [null],
    'Provision and Use of Work Equipment Regulations 1998 (PUWER)': [null],
    'Control of Substances Hazardous to Health Regulations 2002 (COSHH)': [null],
    'Control of Noise at Work Regulations 2005': [null],
    'Manual Handling Operations Regulations 1992': [null],
    'Confined Spaces Regulations 1997': [null],
  },
  MX: Object.fromEntries(
    ['NOM-009-STPS-2011', 'NOM-004-STPS-1999', 'NOM-011-STPS-2001', 'NOM-017-STPS-2008'].map((nom) => [
      nom,
      [null],
    ]),
  ),
  BR: Object.fromEntries(['NR-6', 'NR-10', 'NR-12', 'NR-17', 'NR-33', 'NR-35'].map((nr) => [nr, [null]])),
};

const inReference = (c: Citation) =>
  (REFERENCE[c.jurisdiction]?.[c.instrument] ?? []).some((articles) => articles === c.articles);

const ALL: { where: string; citation: Citation }[] = [
  ...HAZARDS.flatMap((h) => h.citations.map((citation) => ({ where: h.id, citation }))),
  ...DUE_DILIGENCE.citations.map((citation) => ({ where: 'due diligence', citation })),
];
const citing = (test: (c: Citation) => boolean) =>
  [...new Set(ALL.filter(({ citation }) => test(citation)).map(({ where }) => where))].sort();

describe('confirmed citations against the reference', () => {
  it('cites as confirmed only provisions the reference confirms', () => {
    const unknown = ALL.filter(
      ({ citation }) => citation.status === 'confirmed' && !inReference(citation),
    ).map(
      ({ where, citation }) =>
        `${where}: ${citation.jurisdiction} ${citation.instrument} ${citation.articles}`,
    );
    expect(unknown).toEqual([]);
  });

  it('cites an unconfirmed provision without a number', () => {
    for (const { where, citation } of ALL)
      if (citation.status === 'unconfirmed') expect(citation.articles, where).toBeNull();
  });
});

describe('corrections of the reference', () => {
  const rsst = (c: Citation) => c.instrument === I.RSST && c.articles !== null;

  it('never cites RSST s. 345, and ss. 347 and 354 only for falls (harness, safety net)', () => {
    expect(citing((c) => rsst(c) && /\b345\b/.test(c.articles!))).toEqual([]);
    const harnessOrNet = ALL.filter(
      ({ citation }) => rsst(citation) && /\b(347|354)\b/.test(citation.articles!),
    );
    expect(harnessOrNet.length).toBeGreaterThan(0);
    for (const { where, citation } of harnessOrNet) {
      expect(HAZARDS.find((h) => h.id === where)?.family, where).toBe('falls');
      expect(['safety-harness', 'safety-net'], where).toContain(citation.subject);
    }
    // Generic PPE in the RSST: no confirmed section.
    for (const { where, citation } of ALL.filter(({ citation }) => citation.instrument === I.RSST))
      if (citation.subject === 'personal-protective-equipment') expect(citation.articles, where).toBeNull();
  });

  it('never cites RSST s. 342 (not in the reference)', () => {
    expect(citing((c) => rsst(c) && /\b342\b/.test(c.articles!))).toEqual([]);
  });

  it('cites Alberta OHS Code s. 225 only for overhead power lines, never for live parts or cords', () => {
    const users = citing((c) => c.instrument === I.AB_CODE && /\b225\b/.test(c.articles ?? ''));
    expect(users).toContain('overhead-power-lines');
    expect(users).not.toContain('live-electrical-parts');
    expect(users).not.toContain('damaged-cords-panels');
    for (const { where, citation } of ALL)
      if (citation.instrument === I.AB_CODE && /\b225\b/.test(citation.articles ?? ''))
        expect(citation.subject, where).toBe('overhead-power-lines-safe-limit-approach');
    expect(citing((c) => c.instrument === I.AB_CODE && (c.articles ?? '').includes('Part 17'))).toEqual([]);
  });

  it('cites the RSST guarding and lockout rules by their numbers before O.C. 1112-2023, never s. 181 or ss. 198-199', () => {
    expect(citing((c) => rsst(c) && /\b(181|198|199)\b/.test(c.articles!))).toEqual([]);
    const dated = ALL.filter(({ citation }) => rsst(citation) && /\b(172|188\.1)\b/.test(citation.articles!));
    expect(dated.length).toBeGreaterThan(0);
    for (const { where, citation } of dated)
      expect(citation.articles, where).toContain('(numbering before O.C. 1112-2023)');
  });

  it('never cites COHSR s. 12.10 (numbering before 2021)', () => {
    expect(citing((c) => /\b12\.10\b/.test(c.articles ?? ''))).toEqual([]);
    expect(citing((c) => c.instrument === I.COHSR && (c.articles ?? '').includes('12.06-12.09'))).toContain(
      'roof-edge-fall',
    );
  });
});
