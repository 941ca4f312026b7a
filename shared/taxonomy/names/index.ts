import type { Language } from '../../languages';
import { sectorLabel, type SectorNames, type SectorSelection } from '../sectors';
import de from './de';
import es from './es';
import ja from './ja';
import pt from './pt';
import zh from './zh';

/**
 * The taxonomy's names in every language beyond French and English, for the functions. The
 * web app loads only the language it shows (features/analysis/use-sector-names.ts).
 */
export const SECTOR_NAMES: Readonly<Record<Exclude<Language, 'fr' | 'en'>, SectorNames>> = {
  es,
  de,
  pt,
  zh,
  ja,
};

/** sectorLabel with the names of `language` already at hand. */
export function sectorLabelIn(ids: SectorSelection, language: Language) {
  return sectorLabel(
    ids,
    language,
    language === 'fr' || language === 'en' ? undefined : SECTOR_NAMES[language],
  );
}
