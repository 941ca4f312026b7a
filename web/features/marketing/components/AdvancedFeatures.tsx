import { useTranslation } from 'react-i18next';
import { SectionHeading } from './SectionHeading';

const ADVANCED = [
  'matrix',
  'hierarchy',
  'residual',
  'evidence',
  'citations',
  'dueDiligence',
  'bilingual',
] as const;

/** The advisor landing's list of what goes beyond a checklist. */
export function AdvancedFeatures() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="advanced-title" className="mx-auto grid max-w-4xl gap-8 px-4 py-16 sm:px-6">
      <SectionHeading id="advanced-title" title={t('conseiller.advanced.title')} />
      <ul className="grid gap-x-8 gap-y-4 md:grid-cols-2">
        {ADVANCED.map((id) => (
          <li key={id} className="flex gap-3 text-slate-700">
            <span
              aria-hidden="true"
              className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700"
            >
              <svg
                viewBox="0 0 20 20"
                className="size-3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              >
                <path d="m4 10.5 4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <span className="text-sm leading-relaxed sm:text-base">{t(`conseiller.advanced.${id}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
