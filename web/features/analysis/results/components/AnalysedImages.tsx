import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '#shared/schemas/analysis';
import { risksForFile } from '../controls';
import { SectionCard } from './SectionCard';

interface Photo {
  fileName: string;
  url: string;
}

/** One photo; its link is short-lived, so a failed load shows a notice instead of a broken image. */
function PhotoPreview({ photo, alt }: { photo: Photo; alt: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-slate-100 px-3 text-center text-sm text-slate-500">
        {t('report.images.unavailable')}
      </div>
    );
  }
  return (
    <img
      src={photo.url}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
    />
  );
}

/** Analysed images: each photo, numbered, with the risks found in it. Hidden without photos. */
export function AnalysedImages({ photos, analysis }: { photos: readonly Photo[]; analysis: AnalysisResult }) {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  return (
    <SectionCard title={t('report.images.heading')} testId="analysed-images">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, index) => {
          const doc = analysis.documentAnalyses.find((item) => item.fileName === photo.fileName);
          const found = risksForFile(photo.fileName, analysis.risks, doc?.risksIdentified ?? []);
          const label = t('report.images.photo', { number: index + 1 });
          return (
            <li
              key={`${photo.fileName}-${index}`}
              data-testid="analysed-image"
              className="grid content-start gap-2"
            >
              <PhotoPreview photo={photo} alt={`${label} – ${photo.fileName}`} />
              <p className="min-w-0 text-sm">
                <span className="font-semibold text-slate-900">{label}</span>{' '}
                <span className="break-all text-slate-600">{photo.fileName}</span>
              </p>
              {found.risks.length + found.others.length > 0 ? (
                <div className="grid gap-1">
                  <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                    {t('report.images.risksFound')}
                  </p>
                  <ul className="grid gap-1 text-sm text-slate-800">
                    {found.risks.map((risk) => (
                      <li key={risk.riskId} className="flex gap-2">
                        <span className="shrink-0 font-mono text-xs leading-5 text-slate-500">
                          {risk.riskId}
                        </span>
                        <span className="min-w-0">{risk.title}</span>
                      </li>
                    ))}
                    {found.others.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p className="text-sm text-slate-500">{t('report.images.noRisk')}</p>
              )}
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
