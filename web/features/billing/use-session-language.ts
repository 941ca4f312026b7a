import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '#shared/languages';

/** The international checkout records the buyer's language; its pages switch to it. */
export function useSessionLanguage(language: string | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (isLanguage(language) && language !== i18n.resolvedLanguage) void i18n.changeLanguage(language);
  }, [language, i18n]);
}
