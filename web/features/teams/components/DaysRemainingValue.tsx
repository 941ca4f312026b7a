import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { daysRemainingState, type DaysRemainingState } from '../days-remaining';

const COLOURS: Record<DaysRemainingState, string> = {
  comfortable: 'text-emerald-700',
  soon: 'text-amber-700',
  imminent: 'text-red-700',
  expired: 'text-red-700',
  unknown: 'text-slate-900',
};

/** The days left, coloured by how close the end is; the caption under it says the same in words. */
export function DaysRemainingValue({ days }: { days: number | null }) {
  const { t } = useTranslation();
  const state = daysRemainingState(days);
  let value;
  if (state === 'expired') value = t('team.overview.expired');
  else if (days === null) value = t('team.overview.none');
  else value = String(days);
  return (
    <span className="grid gap-0.5" data-testid="days-remaining" data-state={state}>
      <span className={cn('text-2xl font-bold tabular-nums', COLOURS[state])}>{value}</span>
      <span className="text-xs font-medium text-slate-600">{t(`team.overview.daysState.${state}`)}</span>
    </span>
  );
}
