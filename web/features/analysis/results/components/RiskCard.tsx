import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { formatArticles } from '#shared/knowledge/articles';
import { DEFAULT_LANGUAGE, isLanguage } from '#shared/languages';
import type { Risk } from '#shared/schemas/analysis';
import { groupControls } from '../controls';
import { matchKey } from '../general-notes';
import { ConfidenceBadge } from './ConfidenceBadge';
import { DetailsToggle, useOpenOnWideScreen } from './DetailsToggle';
import { EvidenceList } from './EvidenceList';
import { SeverityBadge } from './SeverityBadge';
import { WordList } from './WordList';

interface RiskCardProps {
  risk: Risk;
  /** The risk's own recommendations, the generic ones moved to General notes. */
  recommendations: readonly string[];
  /** True when some of its recommendations were moved to General notes. */
  movedToNotes: boolean;
  selected: boolean;
  onToggle: () => void;
  /** The adviser's tools (edit, merge, action plan), at the end of the card. */
  tools?: ReactNode;
}

const subheading = 'text-sm font-semibold text-slate-900';

/**
 * One identified risk: a summary always shown (selection, title, severity and confidence, score,
 * what the details hold) and details that open and close (basis, the words that raised it and the
 * controls read as in place, description, controls, evidence, citations, then the adviser's tools).
 */
export function RiskCard({ risk, recommendations, movedToNotes, selected, onToggle, tools }: RiskCardProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const checkboxId = useId();
  const groups = groupControls(risk.controls);
  const controlKeys = new Set(risk.controls.map((control) => matchKey(control.text)));
  // The recommendations repeat the controls' texts; only the ones the controls lack are listed.
  const extra = recommendations.filter((text) => !controlKeys.has(matchKey(text)));
  const detailsId = useId();
  const [open, setOpen] = useOpenOnWideScreen();

  return (
    <li
      data-testid="risk-card"
      data-risk-id={risk.riskId}
      data-selected={selected}
      className={cn(
        'grid min-w-0 grid-cols-1 gap-3 rounded-xl border bg-white p-3 transition-colors sm:p-4',
        selected ? 'border-brand-300 ring-1 ring-brand-200' : 'border-slate-200',
      )}
    >
      <div className="grid justify-items-start gap-2 sm:flex sm:items-start sm:justify-between">
        <label
          htmlFor={checkboxId}
          className="flex min-h-11 w-full min-w-0 cursor-pointer items-start gap-3 py-1 sm:w-auto sm:flex-1"
        >
          <input
            id={checkboxId}
            type="checkbox"
            checked={selected}
            onChange={onToggle}
            className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700"
          />
          <span className="grid min-w-0 gap-0.5">
            <span className="font-mono text-xs text-slate-500">{risk.riskId}</span>
            <span data-testid="risk-title" className="font-semibold break-words text-slate-900">
              {risk.title}
            </span>
          </span>
        </label>
        <div className="flex flex-wrap gap-1.5 sm:justify-end">
          <SeverityBadge label={risk.severityLabel} level={risk.level} />
          <ConfidenceBadge confidence={risk.confidence} />
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span data-testid="risk-score" className="font-medium text-slate-800 tabular-nums">
          {t('report.risks.score', {
            likelihood: risk.likelihood,
            severity: risk.severity,
            score: risk.riskScore,
          })}
        </span>
        <span className="text-slate-600">
          {t('report.risks.residual', { level: t(`risk.${risk.residualLevel}`) })}
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span data-testid="risk-summary-line" className="text-sm text-slate-600">
          {t('report.risks.summaryLine', {
            controls: risk.controls.length,
            evidence: risk.evidence.length,
            citations: risk.citations.length,
          })}
        </span>
        <DetailsToggle
          open={open}
          onToggle={() => setOpen((value) => !value)}
          controls={detailsId}
          testId="risk-details-toggle"
        />
      </div>
      <div
        id={detailsId}
        data-testid="risk-details"
        hidden={!open}
        className={cn('min-w-0 gap-3', open && 'grid')}
      >
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">
            {risk.basis === 'observed' ? t('report.risks.observed') : t('report.risks.typical')}
          </span>{' '}
          {risk.basis === 'observed' ? t('report.risks.observedHint') : t('report.risks.typicalHint')}
        </p>
        <WordList label={t('report.risks.triggers')} words={risk.triggers} testId="risk-triggers" />
        <WordList
          label={t('report.risks.controlsInPlace')}
          words={risk.controlsInPlace}
          testId="risk-controls-in-place"
        />
        <p className="break-words text-slate-800">{risk.description}</p>

        <div className="grid gap-2">
          <h3 className={subheading}>{t('report.risks.controls')}</h3>
          <ul className="grid gap-2">
            {groups.map((group) => (
              <li
                key={group.level}
                data-testid="control-group"
                data-level={group.level}
                className="grid gap-1"
              >
                <span className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
                  {t(`control.${group.level}`)}
                </span>
                <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
                  {group.texts.map((text, index) => (
                    <li key={index}>{text}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {extra.length > 0 && (
            <>
              <h3 className={subheading}>{t('report.risks.recommendations')}</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
                {extra.map((text, index) => (
                  <li key={index}>{text}</li>
                ))}
              </ul>
            </>
          )}
          {movedToNotes && (
            <p className="text-sm text-slate-600 italic">{t('report.risks.seeGeneralNotes')}</p>
          )}
        </div>

        {risk.evidence.length > 0 && (
          <div className="grid gap-2">
            <h3 className={subheading}>{t('report.risks.evidence')}</h3>
            <EvidenceList evidence={risk.evidence} />
          </div>
        )}

        {risk.citations.length > 0 && (
          <div className="grid gap-2">
            <h3 className={subheading}>{t('report.risks.citations')}</h3>
            <ul className="grid gap-1.5 text-sm text-slate-800">
              {risk.citations.map((citation, index) => (
                <li key={index} className="break-words">
                  <span className="font-medium">{citation.instrument}</span>
                  {' – '}
                  {citation.articles && citation.status === 'confirmed' ? (
                    formatArticles(citation.articles, language)
                  ) : (
                    <span className="text-amber-800">
                      {citation.articles
                        ? `${formatArticles(citation.articles, language)} (${t('report.risks.articleNotConfirmed')})`
                        : t('report.risks.articleNotConfirmed')}
                    </span>
                  )}
                  {' — '}
                  <span className="text-slate-600">{citation.subject}</span>
                </li>
              ))}
            </ul>
          </div>
        )}

        <p className="border-t border-slate-100 pt-2 text-xs text-slate-500">
          {t('report.risks.referenceCount', { total: risk.citations.length })} ·{' '}
          {t('report.risks.regulationsBelow')}
        </p>
        {tools}
      </div>
    </li>
  );
}
