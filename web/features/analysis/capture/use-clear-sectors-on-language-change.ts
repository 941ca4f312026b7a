import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A change of interface language clears the three sector fields:
 * the names were chosen in the other language. The first render clears nothing.
 */
export function useClearSectorsOnLanguageChange(clearSectors: () => void): void {
  const { i18n } = useTranslation();
  const previous = useRef(i18n.language);
  useEffect(() => {
    if (previous.current === i18n.language) return;
    previous.current = i18n.language;
    clearSectors();
  }, [i18n.language, clearSectors]);
}
