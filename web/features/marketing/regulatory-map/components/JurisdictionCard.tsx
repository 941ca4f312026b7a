import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/languages';
import { Badge } from '@/components/ui/Badge';
import type { MapJurisdiction } from '../use-map-jurisdictions';
import { AnalysisLawList } from './AnalysisLawList';
import { ExternalLink } from './ExternalLink';

interface JurisdictionCardProps {
  id: string;
  jurisdiction: MapJurisdiction;
  language: Language;
  onClose: () => void;
}

/** The open jurisdiction's card: its agency, main act, the laws of the analysis and its website. */
export function JurisdictionCard({ id, jurisdiction, language, onClose }: JurisdictionCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  const { code, name, agency, agencyName, colour, mainLaw, website } = jurisdiction;

  // On a phone the card opens below the map: bring it into view (nothing moves when it is already).
  // Braces: browsers now return a promise from scrollIntoView, which React would take for a cleanup.
  useEffect(() => {
    card.current?.scrollIntoView({ block: 'nearest' });
  }, [code]);

  return (
    <section
      ref={card}
      id={id}
      aria-labelledby={titleId}
      data-testid="jurisdiction-card"
      data-code={code}
      className="grid scroll-mt-4 gap-4 rounded-2xl border border-l-4 border-slate-200 bg-white p-5 shadow-sm"
      style={{ borderLeftColor: colour }}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {name}
          </h2>
          <Badge className="justify-self-start whitespace-normal">{agency}</Badge>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('regulatoryMap.card.close', { name })}
          data-testid="close-card"
          className="flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <dl className="grid gap-3 text-sm">
        <div className="grid gap-0.5">
          <dt className="font-medium text-slate-600">{t('regulatoryMap.card.agency')}</dt>
          <dd className="text-slate-900" data-testid="card-agency">
            {agencyName}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="font-medium text-slate-600">{t('regulatoryMap.card.mainLaw')}</dt>
          <dd className="wrap-break-word text-slate-900">{mainLaw}</dd>
        </div>
      </dl>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{t('regulatoryMap.card.laws')}</h3>
        <AnalysisLawList code={code} language={language} />
      </div>
      <ExternalLink href={`https://${website}`} className="justify-self-start text-sm text-brand-700">
        {t('regulatoryMap.card.website', { host: website })}
      </ExternalLink>
    </section>
  );
}
