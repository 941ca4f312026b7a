import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

const SIZE = 5;
/** The example finding sits at likelihood 4, severity 5 on the 5 × 5 matrix. */
const SAMPLE = { likelihood: 4, severity: 5 };

function cellColour(likelihood: number, severity: number): string {
  const score = likelihood * severity;
  if (score >= 15) return 'bg-red-400/80';
  if (score >= 8) return 'bg-amber-300/80';
  return 'bg-emerald-300/70';
}

/** An illustration of one finding of a report: matrix position, score, control, regulation. */
export function SampleFinding() {
  const { t } = useTranslation();
  const cells = Array.from({ length: SIZE * SIZE }, (_, index) => ({
    severity: SIZE - Math.floor(index / SIZE),
    likelihood: (index % SIZE) + 1,
  }));
  return (
    <figure className="rounded-2xl border border-white/15 bg-white/10 p-5 text-left shadow-2xl backdrop-blur sm:p-6">
      <figcaption className="text-xs font-semibold tracking-wide text-accent-400 uppercase">
        {t('home.sample.label')}
      </figcaption>
      <div className="mt-4 flex gap-5">
        <div aria-hidden="true" className="grid size-28 shrink-0 grid-cols-5 gap-1 sm:size-32">
          {cells.map(({ likelihood, severity }) => (
            <span
              key={`${likelihood}-${severity}`}
              className={cn(
                'rounded-sm',
                cellColour(likelihood, severity),
                likelihood === SAMPLE.likelihood &&
                  severity === SAMPLE.severity &&
                  'ring-2 ring-white ring-offset-1 ring-offset-brand-900',
              )}
            />
          ))}
        </div>
        <dl className="grid content-start gap-2 text-sm">
          <dt className="sr-only">{t('home.sample.hazardLabel')}</dt>
          <dd className="font-semibold text-white">{t('home.sample.hazard')}</dd>
          <dt className="sr-only">{t('home.sample.scoreLabel')}</dt>
          <dd className="text-brand-100">
            {t('home.sample.score', { ...SAMPLE, score: SAMPLE.likelihood * SAMPLE.severity })}
          </dd>
          <dd className="justify-self-start rounded bg-red-500 px-2 py-0.5 text-xs font-bold text-white">
            {t('home.sample.level')}
          </dd>
        </dl>
      </div>
      <dl className="mt-5 grid gap-3 border-t border-white/15 pt-4 text-sm">
        <div>
          <dt className="text-brand-200">{t('home.sample.controlLabel')}</dt>
          <dd className="text-white">{t('home.sample.control')}</dd>
        </div>
        <div>
          <dt className="text-brand-200">{t('home.sample.regulationLabel')}</dt>
          <dd className="text-white">{t('home.sample.regulation')}</dd>
        </div>
      </dl>
    </figure>
  );
}
