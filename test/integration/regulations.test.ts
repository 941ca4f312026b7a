import { beforeAll, describe, expect, it } from 'vitest';
import { regulationsResponse } from '#shared/schemas/regulations';
import { call } from './support/http';
import { makeUser, sessionCookieFor } from './support/users';

let cookie: string;
beforeAll(async () => {
  cookie = await sessionCookieFor((await makeUser()).id);
});

type Regulation = { title: string; articles: string | null; status: string; families: string[] };

describe('regulations from the knowledge base', () => {
  it('answers a province’s acts, regulations and confirmed provisions by hazard family, in the requested language', async () => {
    const fr = await call('/api/provincial-regulations/QC?language=fr', { cookie });
    const en = await call('/api/provincial-regulations/QC?language=en', { cookie });
    const regulations = fr.json.regulations as Regulation[];

    expect(fr.status).toBe(200);
    expect(fr.json).toMatchObject({ jurisdiction: 'QC', name: 'Québec', count: regulations.length });
    expect(
      regulations.some(
        (r) => r.articles?.includes('33.1') && r.families.includes('falls') && r.status === 'confirmed',
      ),
    ).toBe(true);
    expect((fr.json.laws as { name: string }[]).map((l) => l.name)).toEqual(regulations.map((r) => r.title));
    expect(en.json.name).toBe('Quebec');
    expect(regulations.every((r) => r.status === 'confirmed' || r.articles === null)).toBe(true);
  });

  it('gives a Canadian jurisdiction’s laws to anyone, signed in or not, with a public cache header', async () => {
    const anonymous = await call('/api/provincial-regulations/QC?language=fr');
    const english = await call('/api/provincial-regulations/FEDERAL?language=en');
    const spanish = await call('/api/provincial-regulations/FEDERAL?language=es');

    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(anonymous.headers.get('set-cookie')).toBeNull();
    const quebec = regulationsResponse.parse(anonymous.json);
    expect(quebec.analysisLaws[0]).toBe('Loi sur la santé et la sécurité du travail (LSST), RLRQ, c. S-2.1');
    expect(quebec.analysisLaws.at(-1)).toContain('Code criminel, art. 217.1');
    expect(regulationsResponse.parse(english.json).analysisLaws[0]).toBe(
      'Canada Labour Code, Part II, R.S.C. 1985, c. L-2',
    );
    // Other interface languages read the English list.
    expect(regulationsResponse.parse(spanish.json).analysisLaws).toEqual(english.json.analysisLaws);
    // The same answer with a session: nothing in it depends on who asks.
    expect((await call('/api/provincial-regulations/QC?language=fr', { cookie })).json).toEqual(
      anonymous.json,
    );
  });

  it('refuses an unknown jurisdiction with 404 unknownJurisdiction, a message in the caller’s language and no caching', async () => {
    const unknown = await call('/api/provincial-regulations/XX?language=en', {
      headers: { 'accept-language': 'en' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ code: 'unknownJurisdiction' });
    expect(unknown.json.message).toContain('province or territory code');
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    // A country is not a Canadian jurisdiction.
    expect((await call('/api/provincial-regulations/US')).json.code).toBe('unknownJurisdiction');
  });

  it('accepts the legacy names the screens send, and refuses an unknown or wrong-edition jurisdiction with 404', async () => {
    expect((await call('/api/provincial-regulations/Federal', { cookie })).json.jurisdiction).toBe('FEDERAL');
    expect((await call('/api/provincial-regulations/Ontario', { cookie })).json.jurisdiction).toBe('ON');
    expect((await call('/api/provincial-regulations/Atlantis', { cookie })).status).toBe(404);
    expect((await call('/api/international-regulations/QC', { cookie })).status).toBe(404);
    const us = await call('/api/international-regulations/US?language=en', { cookie });
    expect((us.json.regulations as Regulation[]).some((r) => r.articles?.includes('1910.147'))).toBe(true);
    expect((await call('/api/regulations?jurisdiction=BC&language=en', { cookie })).json.jurisdiction).toBe(
      'BC',
    );
  });

  it('enriches risks with the provisions of the jurisdiction that apply to their hazard', async () => {
    const answer = await call('/api/enrich-recommendations', {
      method: 'POST',
      cookie,
      body: {
        jurisdiction: 'QC',
        language: 'fr',
        risks: [
          { riskId: 'SST_001', description: 'Chariot élévateur circulant dans une allée piétonne' },
          { riskId: 'SST_002', family: 'noise' },
        ],
      },
    });
    const [forklift, noise] = answer.json.enrichedRisks as {
      riskId: string;
      enrichedRecommendations: string[];
    }[];
    expect(answer.json.enriched).toBe(true);
    expect(
      forklift!.enrichedRecommendations.some(
        (l) => l.startsWith('Référence réglementaire : RSST') && l.includes('256.3'),
      ),
    ).toBe(true);
    expect(noise!.enrichedRecommendations.some((l) => l.includes('130-141'))).toBe(true);
  });
});
