import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TRIAL_DAYS } from '#shared/plans';
import { paths } from '@/app/paths';
import { buttonClasses } from '@/components/ui/Button';
import type { PricingNotice } from '../use-pricing-checkout';

/** What choosing a plan will do for this address: a trial, a renewal, or signing in first. */
export function PricingNoticeBanner({ notice }: { notice: PricingNotice }) {
  const { t } = useTranslation();
  if (notice.kind === 'active' || notice.kind === 'signIn') {
    const words = notice.kind === 'active' ? 'active' : 'signIn';
    return (
      <div className="grid gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950 sm:flex sm:items-center sm:justify-between">
        <div className="grid gap-1">
          <p className="font-semibold">{t(`pricing.${words}Title`)}</p>
          <p>{t(`pricing.${words}Body`)}</p>
        </div>
        <Link
          to={`${paths.login}?email=${encodeURIComponent(notice.email)}`}
          className={buttonClasses('primary', 'sm', 'shrink-0')}
        >
          {t('landing.login')}
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-1 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950">
      <p className="font-semibold">
        {notice.kind === 'renewal'
          ? t('pricing.renewalTitle')
          : t('pricing.trialTitle', { days: TRIAL_DAYS })}
      </p>
      <p>{notice.kind === 'renewal' ? t('pricing.renewalBody') : t('pricing.trialBody')}</p>
    </div>
  );
}
