import { useTranslation } from 'react-i18next';
import { SectionHeading } from './SectionHeading';
import { Icon, type IconName } from './icons';

const STEPS = [
  { id: 'upload', icon: 'upload' },
  { id: 'analyse', icon: 'matrix' },
  { id: 'report', icon: 'report' },
] as const satisfies readonly { id: string; icon: IconName }[];

/** The three steps from files to report. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-title" className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6">
      <SectionHeading id="how-title" title={t('home.how.title')} />
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.id} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
              <Icon name={step.icon} className="size-5" />
            </span>
            <div className="grid gap-1">
              <h3 className="font-semibold text-slate-900">
                <span className="text-brand-600">{index + 1}. </span>
                {t(`home.how.${step.id}.title`)}
              </h3>
              <p className="text-sm leading-relaxed text-slate-600">{t(`home.how.${step.id}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
