import { describe, expect, it } from 'vitest';
import { citationsFor } from '#shared/knowledge/citation-selection';
import { CANADIAN_REFERENCE } from '#shared/knowledge/check';
import { hazardText, hazardTextFor } from '#shared/knowledge/content';
import { HAZARDS, hazardById } from '#shared/knowledge/hazards';
import { JURISDICTION_INFO } from '#shared/knowledge/jurisdictions';
import { CITATION_SUBJECTS } from '#shared/knowledge/subjects';
import { INTERNATIONAL_JURISDICTIONS, KNOWLEDGE_LANGUAGES, type Hazard } from '#shared/knowledge/types';

const whmis = hazardById('whmis-labelling-sds') as Hazard;
const textsOf = (
  hazard: Hazard,
  language: (typeof KNOWLEDGE_LANGUAGES)[number],
  jurisdiction: 'US' | 'QC',
) => {
  const text = hazardTextFor(hazard, language, jurisdiction);
  return [text.name, text.description, ...text.controls.map((c) => c.text)];
};

describe('the international edition', () => {
  it('never names WHMIS, SIMDUT, CSA, CNESST or a Canadian body in a hazard text for another country', () => {
    for (const hazard of HAZARDS)
      for (const language of KNOWLEDGE_LANGUAGES)
        for (const text of textsOf(hazard, language, 'US'))
          expect(text, `${hazard.id} ${language}`).not.toMatch(CANADIAN_REFERENCE);
  });

  it('gives every country the same international texts', () => {
    for (const jurisdiction of INTERNATIONAL_JURISDICTIONS)
      expect(hazardTextFor(whmis, 'ja', jurisdiction)).toEqual(hazardTextFor(whmis, 'ja', 'US'));
  });

  it('names the GHS for hazardous products outside Canada, WHMIS in Canada', () => {
    expect(hazardTextFor(whmis, 'en', 'US').name).toBe(
      'Hazardous products without GHS label or safety data sheet',
    );
    expect(hazardTextFor(whmis, 'fr', 'FR').name).toContain('SGH');
    expect(hazardTextFor(whmis, 'es', 'ES').name).toContain('SGA');
    expect(hazardTextFor(whmis, 'en', 'GB').description).toContain('GHS as adopted in the country');
    expect(hazardTextFor(whmis, 'en', 'QC').name).toContain('WHMIS');
    expect(hazardTextFor(whmis, 'fr', 'QC').name).toContain('SIMDUT');
  });

  it('names ISO/IEC/EN standards abroad where Canada has CSA ones', () => {
    const text = (id: string, control: string, jurisdiction: 'DE' | 'ON') =>
      hazardTextFor(hazardById(id)!, 'en', jurisdiction).controls.find((c) => c.id === control)!.text;
    expect(text('unguarded-conveyor', 'fixed-guards-interlocked', 'DE')).toContain('ISO 14120');
    expect(text('unguarded-conveyor', 'fixed-guards-interlocked', 'ON')).toContain('CSA Z432');
    expect(text('ladder-fall', 'ladders-meeting-csa', 'DE')).toContain('EN 131');
    expect(text('live-electrical-parts', 'enclosures-closed-locked', 'DE')).toContain('EN 50110-1');
  });

  it('keeps the Canadian texts for a Canadian jurisdiction, in the hazard’s control order', () => {
    for (const hazard of HAZARDS) {
      const canadian = hazardTextFor(hazard, 'en', 'QC');
      expect(canadian.description).toBe(hazardText(hazard, 'en').description);
      expect(canadian.controls.map((c) => c.text)).toEqual(hazardText(hazard, 'en').controls);
      expect(hazardTextFor(hazard, 'en', 'US').controls.map((c) => c.id)).toEqual(
        hazard.controls.map((c) => c.id),
      );
    }
  });

  it('never cites a Canadian instrument, system or body for another country', () => {
    for (const jurisdiction of INTERNATIONAL_JURISDICTIONS)
      for (const hazard of HAZARDS)
        for (const citation of citationsFor(hazard, { jurisdiction })) {
          expect(citation.instrument, hazard.id).not.toMatch(CANADIAN_REFERENCE);
          for (const language of KNOWLEDGE_LANGUAGES)
            expect(
              CITATION_SUBJECTS[citation.subject as keyof typeof CITATION_SUBJECTS][language],
            ).not.toMatch(CANADIAN_REFERENCE);
        }
  });

  it('gives another country none of Canada’s acts, regulations or regulators (international.ts)', () => {
    for (const info of JURISDICTION_INFO.filter((j) =>
      (INTERNATIONAL_JURISDICTIONS as readonly string[]).includes(j.code),
    )) {
      const texts = [
        info.regulator.fr,
        info.regulator.en,
        ...[...info.acts, ...info.regulations].flatMap((i) => [i.title.fr, i.title.en, i.citation]),
      ];
      for (const text of texts) expect(text, info.code).not.toMatch(CANADIAN_REFERENCE);
    }
  });
});
