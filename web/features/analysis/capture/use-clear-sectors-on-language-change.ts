import { useEffect, useRef } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SECTOR_FIELDS, type AnalysisFormInput } from '../analysis-form';

/**
 * A change of interface language clears the three sector fields (analysis spec, section 4):
 * the names were chosen in the other language. The first render clears nothing.
 */
export function useClearSectorsOnLanguageChange(setValue: UseFormSetValue<AnalysisFormInput>): void {
  const { i18n } = useTranslation();
  const previous = useRef(i18n.language);
  useEffect(() => {
    if (previous.current === i18n.language) return;
    previous.current = i18n.language;
    for (const field of SECTOR_FIELDS) setValue(field, '');
  }, [i18n.language, setValue]);
}
