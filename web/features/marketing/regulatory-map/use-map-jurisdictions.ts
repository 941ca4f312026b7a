import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CanadianJurisdiction } from '#shared/knowledge/codes';
import { CANADIAN_INFO, mainLaw, sourceLanguage } from '#shared/knowledge/jurisdictions';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/languages';

/** A jurisdiction as the map, its card and the overview show it, in the interface language. */
export interface MapJurisdiction {
  code: CanadianJurisdiction;
  name: string;
  /** The agency's short name (CNESST) and its full name. */
  agency: string;
  agencyName: string;
  colour: string;
  mainLaw: string;
  /** The regulator's host name (`cnesst.gouv.qc.ca`). */
  website: string;
}

/** The interface language, and the 14 jurisdictions (13 provinces and territories, then federal) in it. */
export function useMapJurisdictions(): { language: Language; jurisdictions: MapJurisdiction[] } {
  const { i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const language = isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
  const jurisdictions = useMemo(() => {
    const lang = sourceLanguage(language);
    return CANADIAN_INFO.map((info) => ({
      code: info.code,
      name: info.name[lang],
      agency: info.agency[lang],
      agencyName: info.regulator[lang],
      colour: info.colour,
      mainLaw: mainLaw(info.code, lang),
      website: info.website,
    }));
  }, [language]);
  return { language, jurisdictions };
}
