import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import {
  CANADIAN_JURISDICTIONS_LIST,
  COUNTRIES,
  SECTORS,
  countryName,
  mainSector,
  sectorName,
  subSector,
} from '#shared/taxonomy';
import { useSectorNames } from '../use-sector-names';
import type { Jurisdiction } from '#shared/knowledge/types';
import type { AnalysisForm } from '../use-analysis-form';
import { useClearSectorsOnLanguageChange } from '../capture/use-clear-sectors-on-language-change';

interface WorkplaceFieldsProps {
  form: AnalysisForm;
  disabled?: boolean;
  /** Canadian provinces and territories, or the 11 countries of the international edition. */
  jurisdictions?: 'canada' | 'countries';
}

/**
 * Work area, the sector cascade (main sector → sub-sector → activity: a change clears the
 * levels below, a lower level waits for the one above, a language change clears all three)
 * and the jurisdiction.
 */
export function WorkplaceFields({ form, disabled = false, jurisdictions = 'canada' }: WorkplaceFieldsProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const lang = i18n.language === 'fr' ? 'fr' : 'en';
  const names = useSectorNames(i18n.language);
  const nameOf = (item: { id: string; name: { fr: string; en: string } }) =>
    sectorName(item, i18n.language, names);
  const { values, set } = form;
  const main = mainSector(values.mainSector);
  const sub = subSector(values.mainSector, values.subSector);
  const areaError = form.areaMissing ? t('analysis.hintArea') : undefined;
  useClearSectorsOnLanguageChange(form.clearSectors);

  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('analysis.workplace.heading')}
      </h2>
      <Input
        label={t('analysis.workplace.area')}
        placeholder={t('analysis.workplace.areaPlaceholder')}
        autoComplete="off"
        required
        aria-required="true"
        maxLength={300}
        disabled={disabled}
        error={areaError}
        name="area"
        value={values.area}
        onChange={(event) => set('area', event.target.value)}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Select
          label={t('analysis.workplace.mainSector')}
          disabled={disabled}
          name="mainSector"
          value={values.mainSector}
          onChange={(event) => set('mainSector', event.target.value)}
        >
          <option value="">{t('analysis.workplace.choose')}</option>
          {SECTORS.map((sector) => (
            <option key={sector.id} value={sector.id}>
              {nameOf(sector)}
            </option>
          ))}
        </Select>
        <Select
          label={t('analysis.workplace.subSector')}
          disabled={disabled || !main}
          name="subSector"
          value={values.subSector}
          onChange={(event) => set('subSector', event.target.value)}
        >
          <option value="">{t('analysis.workplace.choose')}</option>
          {main?.subSectors.map((item) => (
            <option key={item.id} value={item.id}>
              {nameOf(item)}
            </option>
          ))}
        </Select>
        <Select
          label={t('analysis.workplace.specificActivity')}
          disabled={disabled || !sub}
          name="specificActivity"
          value={values.specificActivity}
          onChange={(event) => set('specificActivity', event.target.value)}
        >
          <option value="">{t('analysis.workplace.choose')}</option>
          {sub?.activities.map((item) => (
            <option key={item.id} value={item.id}>
              {nameOf(item)}
            </option>
          ))}
        </Select>
      </div>
      <Select
        label={jurisdictions === 'countries' ? t('capture.country') : t('analysis.workplace.jurisdiction')}
        disabled={disabled}
        name="jurisdiction"
        value={values.jurisdiction}
        onChange={(event) => set('jurisdiction', event.target.value as Jurisdiction)}
      >
        {jurisdictions === 'countries'
          ? COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countryName(code, i18n.language)}
              </option>
            ))
          : CANADIAN_JURISDICTIONS_LIST.map((item) => (
              <option key={item.code} value={item.code}>
                {item.name[lang]}
              </option>
            ))}
      </Select>
    </section>
  );
}
