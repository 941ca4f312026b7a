import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING_PERIODS, type BillingPeriod } from '#shared/plans';
import { cn } from './cn';

interface BillingToggleProps {
  value: BillingPeriod;
  onChange: (value: BillingPeriod) => void;
  /** Annual saving, already formatted ("10 %"), shown on the annual option. */
  annualSaving?: string;
  className?: string;
  testId?: string;
}

/** Monthly / annual choice as two radio buttons styled as a segmented control. */
export function BillingToggle({ value, onChange, annualSaving, className, testId }: BillingToggleProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset
      data-testid={testId}
      className={cn('inline-flex rounded-lg border border-slate-200 bg-slate-100 p-0.5', className)}
    >
      <legend className="sr-only">{t('plans.billing.label')}</legend>
      {BILLING_PERIODS.map((period) => (
        <label key={period} className="relative flex-1 cursor-pointer">
          <input
            type="radio"
            name={name}
            value={period}
            checked={value === period}
            onChange={() => onChange(period)}
            className="peer sr-only"
          />
          <span
            className={cn(
              'flex h-8 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-semibold whitespace-nowrap',
              'text-slate-600 transition-colors hover:text-slate-900',
              'peer-checked:bg-white peer-checked:text-brand-800 peer-checked:shadow-sm',
              'peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500',
            )}
          >
            {t(`plans.billing.${period}`)}
            {period === 'annual' && annualSaving && (
              <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
                −{annualSaving}
              </span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
