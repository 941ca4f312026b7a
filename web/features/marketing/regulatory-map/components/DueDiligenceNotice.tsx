import { useTranslation } from 'react-i18next';
import { CRIMINAL_CODE_DUTY, sourceLanguage } from '#shared/knowledge/jurisdictions';
import type { Language } from '#shared/languages';
import { ExternalLink } from './ExternalLink';

/** The duty of due diligence that applies everywhere in Canada (Criminal Code s. 217.1, Bill C-45). */
export function DueDiligenceNotice({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="due-diligence-title"
      data-testid="due-diligence"
      className="grid gap-2 rounded-2xl border border-red-300 bg-red-50 p-5 text-red-950"
    >
      <h2 id="due-diligence-title" className="flex items-start gap-2 text-lg font-semibold">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="mt-1 size-5 shrink-0 text-red-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M10 2.5l8 14.5H2z" strokeLinejoin="round" />
          <path d="M10 8v4M10 14.5v.01" strokeLinecap="round" />
        </svg>
        {t('regulatoryMap.dueDiligence.title')}
      </h2>
      <p className="text-sm leading-relaxed">{t('regulatoryMap.dueDiligence.body')}</p>
      <ExternalLink
        href={CRIMINAL_CODE_DUTY.url[sourceLanguage(language)]}
        className="justify-self-start text-sm text-red-800"
      >
        {t('regulatoryMap.dueDiligence.link')}
      </ExternalLink>
    </section>
  );
}
