import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CanadianJurisdiction } from '#shared/knowledge/codes';
import { paths } from '@/app/paths';
import { buttonClasses } from '@/components/ui/Button';
import { SiteFooter } from '@/components/ui/SiteFooter';
import { SiteHeader } from '@/components/ui/SiteHeader';
import { AnalysisInfo } from '../components/AnalysisInfo';
import { CanadaMap } from '../components/CanadaMap';
import { DueDiligenceNotice } from '../components/DueDiligenceNotice';
import { JurisdictionCard } from '../components/JurisdictionCard';
import { JurisdictionOverview } from '../components/JurisdictionOverview';
import { MapCredit } from '../components/MapCredit';
import { useMapJurisdictions } from '../use-map-jurisdictions';

/**
 * /canadian-regulatory: the 14 Canadian jurisdictions on a map (a click or Enter opens a card, a
 * second one closes it), the due-diligence duty, an overview of all 14, and what the analysis uses.
 */
function RegulatoryMapPage() {
  const { t } = useTranslation();
  const { language, jurisdictions } = useMapJurisdictions();
  const [selected, setSelected] = useState<CanadianJurisdiction | null>(null);
  const shapes = useRef(new Map<CanadianJurisdiction, SVGGElement>());
  const cardId = useId();
  const open = jurisdictions.find((j) => j.code === selected);

  const toggle = useCallback(
    (code: CanadianJurisdiction) => setSelected((current) => (current === code ? null : code)),
    [],
  );
  const shapeRef = useCallback((code: CanadianJurisdiction, element: SVGGElement | null) => {
    if (element) shapes.current.set(code, element);
    else shapes.current.delete(code);
  }, []);
  const close = () => {
    const shape = selected ? shapes.current.get(selected) : undefined;
    setSelected(null);
    shape?.focus();
  };

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SiteHeader
        actions={
          <Link to={paths.home} className={buttonClasses('ghost', 'sm', 'max-sm:flex-1')}>
            {t('regulatoryMap.home')}
          </Link>
        }
      />
      <main className="mx-auto grid w-full max-w-6xl flex-1 gap-10 px-4 py-8 sm:px-6 sm:py-12">
        <div className="grid gap-3">
          <h1 className="text-2xl font-bold tracking-tight hyphens-auto wrap-break-word text-slate-900 sm:text-3xl">
            {t('regulatoryMap.title')}
          </h1>
          <p className="max-w-3xl text-slate-600">{t('regulatoryMap.intro')}</p>
        </div>

        <section
          aria-labelledby="map-title"
          className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
        >
          <div className="grid gap-3">
            <h2 id="map-title" className="text-xl font-semibold text-slate-900">
              {t('regulatoryMap.map.heading')}
            </h2>
            <p className="text-sm text-slate-600">{t('regulatoryMap.map.hint')}</p>
            <div className="mx-auto w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-2 shadow-sm sm:p-4">
              <CanadaMap
                jurisdictions={jurisdictions}
                selected={selected}
                cardId={cardId}
                onToggle={toggle}
                shapeRef={shapeRef}
              />
            </div>
          </div>
          <div className="lg:sticky lg:top-24">
            {open ? (
              <JurisdictionCard
                key={open.code}
                id={cardId}
                jurisdiction={open}
                language={language}
                onClose={close}
              />
            ) : (
              <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-sm text-slate-600">
                {t('regulatoryMap.card.empty')}
              </p>
            )}
          </div>
        </section>

        <DueDiligenceNotice language={language} />
        <JurisdictionOverview jurisdictions={jurisdictions} />
        <AnalysisInfo />
        <MapCredit />
      </main>
      <SiteFooter />
    </div>
  );
}

export default RegulatoryMapPage;
