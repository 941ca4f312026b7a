import { describe, expect, it } from 'vitest';
import {
  citationsFor,
  citationsForFamily,
  dueDiligenceFor,
  federalBasis,
  isFederallyRegulated,
  quebecRegime,
  siteRegimeUnknown,
  type CitationContext,
} from '#shared/knowledge/citation-selection';
import { HAZARDS, hazardById } from '#shared/knowledge/hazards';
import { I, quebecScope } from '#shared/knowledge/hazards/citations';
import { FEDERALLY_REGULATED_ACTIVITIES } from '#shared/knowledge/site';
import { INTERNATIONAL_JURISDICTIONS, type Hazard } from '#shared/knowledge/types';
import { SECTORS } from '#shared/taxonomy';

const hazard = (id: string): Hazard => {
  const found = hazardById(id);
  if (!found) throw new Error(`no hazard ${id}`);
  return found;
};

const ROOFER: CitationContext = {
  jurisdiction: 'QC',
  mainSector: 'construction',
  subSector: 'residential_building',
  specificActivity: 'roofing_contractors',
};
const PACKAGING_PLANT: CitationContext = {
  jurisdiction: 'QC',
  mainSector: 'manufacturing',
  subSector: 'food_beverage',
  specificActivity: 'breweries_bottling',
};
const QC_WAREHOUSE: CitationContext = {
  jurisdiction: 'QC',
  mainSector: 'transportation_warehousing',
  subSector: 'trucking_warehousing',
  specificActivity: 'distribution_centres',
};
const ONTARIO_AIRLINE: CitationContext = {
  jurisdiction: 'ON',
  mainSector: 'transportation_warehousing',
  subSector: 'rail_air_marine',
  specificActivity: 'air_transportation',
};

const instruments = (citations: readonly { instrument: string }[]) => citations.map((c) => c.instrument);

describe('Quebec: the regulation of the site', () => {
  it('tags every Quebec citation as construction site (CSTC), establishment (RSST) or both (LSST, hazardous products)', () => {
    for (const h of HAZARDS)
      for (const citation of h.citations.filter((c) => c.jurisdiction === 'QC'))
        expect(quebecScope(citation), `${h.id}: ${citation.instrument}`).toBeDefined();
    expect(quebecScope({ ...hazard('roof-edge-fall').citations[0]!, instrument: I.CSTC })).toBe(
      'construction',
    );
    expect(quebecScope({ ...hazard('roof-edge-fall').citations[0]!, instrument: I.RSST })).toBe(
      'establishment',
    );
    expect(quebecScope({ ...hazard('roof-edge-fall').citations[0]!, instrument: I.LSST })).toBe('both');
    expect(quebecScope({ ...hazard('roof-edge-fall').citations[0]!, instrument: I.QC_HPIR })).toBe('both');
  });

  it('reads the site type from the taxonomy', () => {
    expect(quebecRegime(ROOFER)).toBe('construction');
    expect(quebecRegime({ jurisdiction: 'QC', mainSector: 'construction' })).toBe('construction');
    for (const specificActivity of ['excavation_work', 'residential_renovation', 'solar_panel_installation'])
      expect(quebecRegime({ jurisdiction: 'QC', specificActivity }), specificActivity).toBe('construction');
    expect(quebecRegime(PACKAGING_PLANT)).toBe('establishment');
    expect(quebecRegime(QC_WAREHOUSE)).toBe('establishment');
    expect(quebecRegime({ jurisdiction: 'QC', mainSector: 'manufacturing' })).toBe('establishment');
    expect(quebecRegime({ jurisdiction: 'QC', mainSector: 'professional_services' })).toBe('establishment');
    expect(
      quebecRegime({
        jurisdiction: 'QC',
        mainSector: 'construction',
        specificActivity: 'architectural_design',
      }),
    ).toBe('establishment');
    // Sometimes on a construction site, sometimes not: the site must say.
    expect(quebecRegime({ jurisdiction: 'QC', specificActivity: 'construction_materials_testing' })).toBe(
      'unknown',
    );
    expect(quebecRegime({ jurisdiction: 'QC', mainSector: 'renewable_energy' })).toBe('unknown');
    expect(quebecRegime({ jurisdiction: 'QC' })).toBe('unknown');
    expect(quebecRegime({ jurisdiction: 'QC', mainSector: 'no_such_sector' })).toBe('unknown');
  });

  it('says when the site type is unknown, in Quebec only', () => {
    expect(siteRegimeUnknown({ jurisdiction: 'QC' })).toBe(true);
    expect(siteRegimeUnknown({ jurisdiction: 'QC', mainSector: 'renewable_energy' })).toBe(true);
    expect(siteRegimeUnknown(ROOFER)).toBe(false);
    expect(siteRegimeUnknown(PACKAGING_PLANT)).toBe(false);
    expect(siteRegimeUnknown({ jurisdiction: 'ON' })).toBe(false);
  });

  it('gives a roofer on a construction site the CSTC, not the RSST, for a roof-edge fall', () => {
    const citations = citationsFor(hazard('roof-edge-fall'), ROOFER);
    expect(instruments(citations)).toContain(I.CSTC);
    expect(instruments(citations)).not.toContain(I.RSST);
    expect(citations.every((c) => c.jurisdiction === 'QC')).toBe(true);
  });

  it('gives an establishment the RSST (ss. 33.1-33.3), not the CSTC, for a fall hazard', () => {
    const citations = citationsFor(hazard('mezzanine-fall'), PACKAGING_PLANT);
    expect(citations).toContainEqual(
      expect.objectContaining({ instrument: I.RSST, articles: 'ss. 33.1-33.3' }),
    );
    expect(instruments(citations)).not.toContain(I.CSTC);
  });

  it('gives both codes when the site type is unknown', () => {
    const citations = citationsFor(hazard('roof-edge-fall'), { jurisdiction: 'QC' });
    expect(instruments(citations)).toContain(I.CSTC);
    expect(instruments(citations)).toContain(I.RSST);
  });

  it('keeps the act and the hazardous-products regulation on both kinds of site', () => {
    for (const context of [ROOFER, PACKAGING_PLANT]) {
      const citations = citationsFor(hazard('whmis-labelling-sds'), context);
      expect(instruments(citations)).toEqual(expect.arrayContaining([I.LSST, I.QC_HPIR]));
    }
  });

  it('never leaves a hazard without its governing regulation on either kind of site', () => {
    for (const h of HAZARDS) {
      for (const [context, regulation] of [
        [ROOFER, I.CSTC],
        [PACKAGING_PLANT, I.RSST],
      ] as const) {
        const citations = citationsFor(h, context);
        expect(citations.length, `${h.id} ${String(context.specificActivity)}`).toBeGreaterThan(0);
        const other = regulation === I.CSTC ? I.RSST : I.CSTC;
        expect(instruments(citations), h.id).not.toContain(other);
      }
    }
    // The occupational noise sections are the RSST's: a construction site gets the CSTC, unconfirmed.
    expect(citationsFor(hazard('occupational-noise'), ROOFER)).toEqual([
      expect.objectContaining({
        instrument: I.CSTC,
        articles: null,
        status: 'unconfirmed',
        subject: 'noise',
      }),
    ]);
  });

  it('selects a family the same way (the Bedrock allowed list)', () => {
    const allowed = citationsForFamily('falls', ROOFER);
    expect(instruments(allowed)).toContain(I.CSTC);
    expect(instruments(allowed)).not.toContain(I.RSST);
  });
});

describe('federally regulated workplaces', () => {
  it('lists only activities of the taxonomy', () => {
    const ids = new Set(SECTORS.flatMap((m) => m.subSectors.flatMap((s) => s.activities.map((a) => a.id))));
    for (const id of Object.keys(FEDERALLY_REGULATED_ACTIVITIES)) expect(ids.has(id), id).toBe(true);
  });

  it('never gives a Quebec warehouse the Canada Labour Code or the COHSR', () => {
    expect(isFederallyRegulated(QC_WAREHOUSE)).toBe(false);
    for (const h of HAZARDS) {
      const citations = citationsFor(h, QC_WAREHOUSE);
      expect(
        citations.some((c) => c.jurisdiction === 'FEDERAL'),
        h.id,
      ).toBe(false);
      expect(
        instruments(citations).some((i) => i === I.COHSR || i === I.CLC),
        h.id,
      ).toBe(false);
    }
  });

  it('adds the COHSR to an airline in Ontario, beside Ontario’s own rules', () => {
    expect(isFederallyRegulated(ONTARIO_AIRLINE)).toBe(true);
    expect(federalBasis(ONTARIO_AIRLINE)).toBe('aeronautics');
    const citations = citationsFor(hazard('roof-edge-fall'), ONTARIO_AIRLINE);
    expect(citations).toContainEqual(
      expect.objectContaining({ instrument: I.COHSR, articles: 'Part XII, ss. 12.06-12.09' }),
    );
    expect(citations.some((c) => c.jurisdiction === 'ON')).toBe(true);
  });

  it('treats ports, rail, the postal service and the federal jurisdiction as federal, local delivery not', () => {
    for (const specificActivity of [
      'port_operations',
      'longshoring',
      'rail_freight_yards',
      'letter_carriers',
    ])
      expect(isFederallyRegulated({ jurisdiction: 'BC', specificActivity }), specificActivity).toBe(true);
    expect(isFederallyRegulated({ jurisdiction: 'AB', subSector: 'rail_air_marine' })).toBe(true);
    expect(isFederallyRegulated({ jurisdiction: 'FEDERAL' })).toBe(true);
    expect(isFederallyRegulated({ jurisdiction: 'QC', specificActivity: 'bicycle_couriers' })).toBe(false);
    expect(isFederallyRegulated({ jurisdiction: 'QC', subSector: 'postal_courier' })).toBe(false);
    expect(isFederallyRegulated({ jurisdiction: 'ON', mainSector: 'manufacturing' })).toBe(false);
  });

  it('never applies Canadian federal law in another country', () => {
    for (const jurisdiction of INTERNATIONAL_JURISDICTIONS) {
      const context = { ...ONTARIO_AIRLINE, jurisdiction };
      expect(isFederallyRegulated(context), jurisdiction).toBe(false);
      expect(
        citationsFor(hazard('roof-edge-fall'), context).every((c) => c.jurisdiction === jurisdiction),
      ).toBe(true);
      expect(dueDiligenceFor(context), jurisdiction).toBeNull();
    }
  });
});

describe('due diligence of the site', () => {
  const articles = (context: CitationContext) => dueDiligenceFor(context)?.citations.map((c) => c.articles);

  it('cites the Criminal Code everywhere in Canada and the Canada Labour Code only where it governs', () => {
    expect(articles(QC_WAREHOUSE)).toEqual(['s. 217.1; ss. 22.1-22.2']);
    expect(articles({ jurisdiction: 'ON', mainSector: 'construction' })).toEqual(['s. 217.1; ss. 22.1-22.2']);
    expect(articles(ONTARIO_AIRLINE)).toEqual(['s. 217.1; ss. 22.1-22.2', 's. 148(4)']);
    expect(articles({ jurisdiction: 'FEDERAL' })).toEqual(['s. 217.1; ss. 22.1-22.2', 's. 148(4)']);
  });

  it('explains the regulatory defence without the Canada Labour Code for a provincial workplace', () => {
    const provincial = dueDiligenceFor(QC_WAREHOUSE)!;
    expect(provincial.explanation.en).not.toContain('148(4)');
    expect(provincial.explanation.fr).not.toContain('148(4)');
    expect(provincial.explanation.en).toContain('217.1');
    expect(dueDiligenceFor(ONTARIO_AIRLINE)!.explanation.en).toContain('148(4)');
  });
});
