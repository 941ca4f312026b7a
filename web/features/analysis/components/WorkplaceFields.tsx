import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/Input';
import { Select } from '../../../components/ui/Select';
import {
  CANADIAN_JURISDICTIONS_LIST,
  COUNTRIES,
  SECTORS,
  countryName,
  mainSector,
  subSector,
} from '../../../../shared/taxonomy';
import type { AnalysisFormInput, AnalysisFormValues } from '../analysis-form';
import { useClearSectorsOnLanguageChange } from '../capture/use-clear-sectors-on-language-change';

interface WorkplaceFieldsProps {
  form: UseFormReturn<AnalysisFormInput, unknown, AnalysisFormValues>;
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
  const { register, setValue, watch } = form;
  const mainId = watch('mainSector');
  const subId = watch('subSector');
  const main = mainSector(mainId);
  const sub = subSector(mainId, subId);
  const areaError = form.formState.errors.area ? t('analysis.hintArea') : undefined;
  useClearSectorsOnLanguageChange(setValue);

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
        {...register('area')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Select
          label={t('analysis.workplace.mainSector')}
          disabled={disabled}
          {...register('mainSector', {
            onChange: () => {
              setValue('subSector', '');
              setValue('specificActivity', '');
            },
          })}
        >
          <option value="">{t('analysis.workplace.choose')}</option>
          {SECTORS.map((sector) => (
            <option key={sector.id} value={sector.id}>
              {sector.name[lang]}
            </option>
          ))}
        </Select>
        <Select
          label={t('analysis.workplace.subSector')}
          disabled={disabled || !main}
          {...register('subSector', { onChange: () => setValue('specificActivity', '') })}
        >
          <option value="">{t('analysis.workplace.choose')}</option>
          {main?.subSectors.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name[lang]}
            </option>
          ))}
        </Select>
        <Select
          label={t('analysis.workplace.specificActivity')}
          disabled={disabled || !sub}
          {...register('specificActivity')}
        >
          <option value="">{t('analysis.workplace.choose')}</option>
          {sub?.activities.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name[lang]}
            </option>
          ))}
        </Select>
      </div>
      <Select
        label={jurisdictions === 'countries' ? t('capture.country') : t('analysis.workplace.jurisdiction')}
        disabled={disabled}
        {...register('jurisdiction')}
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
