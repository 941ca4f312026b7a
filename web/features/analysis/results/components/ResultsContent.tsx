import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/Button';
import { toast } from '@/components/ui/use-toast';
import type { AnalysisResult } from '#shared/schemas/analysis';
import type { Language } from '#shared/languages';
import { apiErrorText } from '@/lib/api-error-text';
import {
  EditLogButton,
  OwnFindingDialog,
  ReportCoverCard,
  RiskTools,
  usePatchAnalysis,
} from '../../workbench';
import { useSavedSelection } from '../hooks/use-saved-selection';
import { EmailReportDialog, ResultsActions, useReportPdf } from '@/features/reports';
import type { AnalysisStatusResponse } from '../../api/analysis-status';
import { forgetAnalysis, rememberAnalysis } from '../../analysis-memory';
import { useSaveAnalysis } from '../api/save-analysis';
import { splitGeneralNotes } from '../general-notes';
import { useRiskSelection } from '../hooks/use-risk-selection';
import { reportTypeFor, showsSave, type ResultsVariant } from '../results-variant';
import { newAnalysisPath, variantRoutes } from '../variant-routes';
import { AnalysedImages } from './AnalysedImages';
import { ControlledHazards } from './ControlledHazards';
import { DetailsToggle, useOpenOnWideScreen } from './DetailsToggle';
import { DocumentSummaries } from './DocumentSummaries';
import { EngineStatement } from './EngineStatement';
import { GeneralNotes } from './GeneralNotes';
import { InfoCard } from './InfoCard';
import { RegulationsCard } from './RegulationsCard';
import { ReportLegalNotice } from './ReportLegalNotice';
import { RiskList } from './RiskList';
import { EnhancedAnalysisPanel } from '../enhanced/EnhancedAnalysisPanel';
import { enhancedFromAnalysis } from '../enhanced/from-analysis';

interface ResultsContentProps {
  variant: ResultsVariant;
  job: AnalysisStatusResponse;
  analysis: AnalysisResult;
}

/** A finished analysis: header, report actions, then the report's sections in a fixed order. */
export function ResultsContent({ variant, job, analysis }: ResultsContentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const analysisId = job.analysisId;
  const source = job.request.sourceInterface;
  const config = variantRoutes(variant);

  const { risks, generalNotes } = useMemo(
    () => splitGeneralNotes(analysis.risks, analysis.generalRecommendations),
    [analysis],
  );
  const ids = useMemo(() => analysis.risks.map((risk) => risk.riskId), [analysis]);
  const saved = job.workbench?.selectedRisks;
  const selection = useRiskSelection(ids, saved);
  useSavedSelection(analysisId, selection.selectedIds, saved);
  const [reportLanguage, setReportLanguage] = useState<Language>(analysis.language);
  const pdf = useReportPdf(analysisId, selection.selectedIds, reportLanguage);
  const keptIds = useMemo(() => new Set(selection.selectedIds), [selection.selectedIds]);
  const recommendationsHeadingId = useId();
  const recommendationsId = useId();
  const [recommendationsOpen, setRecommendationsOpen] = useOpenOnWideScreen();
  const save = useSaveAnalysis();
  const [emailOpen, setEmailOpen] = useState(false);
  const [addingFinding, setAddingFinding] = useState(false);
  const patch = usePatchAnalysis(analysisId);

  // Kept for a reload of the page without ?id=.
  useEffect(() => rememberAnalysis(analysisId), [analysisId]);

  const onSave = () =>
    save.mutate(
      { analysisId },
      {
        onSuccess: () => toast({ title: t('report.actions.saved') }),
        onError: () => toast({ title: t('report.actions.saveError'), variant: 'destructive' }),
      },
    );
  const onNewAnalysis = () => {
    forgetAnalysis();
    navigate(newAnalysisPath(source));
  };

  return (
    <div data-testid="analysis-results" className="grid grid-cols-1 gap-5 sm:gap-6">
      <header className="grid gap-3 sm:flex sm:items-start sm:justify-between sm:gap-6">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('report.pageTitle')}
          </h1>
          <p className="text-sm break-words text-slate-600">{job.request.area}</p>
        </div>
        <nav
          aria-label={t('report.actions.navigation')}
          className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0"
        >
          {showsSave(variant, source) && (
            <Button variant="secondary" data-testid="save-analysis" onClick={onSave} loading={save.isPending}>
              {t('report.actions.save')}
            </Button>
          )}
          <EditLogButton analysisId={analysisId} />
          {config.dashboard ? (
            <Link
              to={config.dashboard}
              data-testid="results-dashboard"
              className={buttonClasses('ghost', 'md')}
            >
              {variant === 'conseiller' || variant === 'international'
                ? t('workNav.history')
                : t('report.actions.dashboard')}
            </Link>
          ) : (
            <Button variant="ghost" data-testid="new-analysis" onClick={onNewAnalysis}>
              {t('report.actions.newAnalysis')}
            </Button>
          )}
        </nav>
      </header>

      <ResultsActions
        className="order-last sm:order-none"
        selectedCount={selection.selectedIds.length}
        downloading={pdf.downloading}
        printing={pdf.printing}
        onDownload={() => void pdf.download()}
        onPrint={() => void pdf.print()}
        onEmail={() => setEmailOpen(true)}
        language={reportLanguage}
        onLanguageChange={setReportLanguage}
        onOffice={(format) => void pdf.downloadOffice(format)}
        office={pdf.office}
      />

      <div className="grid gap-2">
        {analysis.summary && (
          <p data-testid="analysis-summary" className="text-base break-words text-slate-800">
            {analysis.summary}
          </p>
        )}
        {analysis.method && (
          <p data-testid="analysis-method" className="text-xs break-words text-slate-500">
            {t('report.method', { method: analysis.method })}
          </p>
        )}
        <EngineStatement analyzer={analysis.analyzer} />
      </div>

      <InfoCard job={job} />
      {job.workbench && <ReportCoverCard analysisId={analysisId} cover={job.workbench.report} />}
      <AnalysedImages photos={job.photos} analysis={analysis} />
      <RiskList
        risks={risks}
        selectedCount={selection.selectedIds.length}
        everySelected={selection.everySelected}
        isSelected={selection.isSelected}
        onToggle={selection.toggle}
        onToggleAll={selection.toggleEvery}
        tools={(risk) => (
          <RiskTools
            analysisId={analysisId}
            risk={risk}
            risks={analysis.risks}
            kept={selection.isSelected(risk.riskId)}
          />
        )}
        extra={
          <Button variant="secondary" onClick={() => setAddingFinding(true)} data-testid="add-finding">
            {t('workbench.addFinding')}
          </Button>
        }
      />
      {addingFinding && (
        <OwnFindingDialog
          open
          onClose={() => setAddingFinding(false)}
          saving={patch.isPending}
          photoNames={job.photos.map((photo) => photo.fileName)}
          onSave={(finding) =>
            patch.mutate(
              { addedRisks: [finding] },
              {
                onSuccess: () => {
                  setAddingFinding(false);
                  toast({ title: t('workbench.saved') });
                },
                onError: (error) =>
                  toast({ title: apiErrorText(t, error, t('workbench.saveError')), variant: 'destructive' }),
              },
            )
          }
        />
      )}
      <ControlledHazards hazards={analysis.controlled} />
      <section
        aria-labelledby={recommendationsHeadingId}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5"
        data-testid="results-recommendations"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={recommendationsHeadingId} className="text-lg font-semibold text-slate-900">
            {t('enhancedAnalysis.title')}
          </h2>
          <DetailsToggle
            open={recommendationsOpen}
            onToggle={() => setRecommendationsOpen((value) => !value)}
            controls={recommendationsId}
            testId="recommendations-toggle"
          />
        </div>
        {/* The summary is shown above: the panel adds the counts and the numbered recommendations. */}
        <div id={recommendationsId} hidden={!recommendationsOpen}>
          <EnhancedAnalysisPanel
            analysis={{ ...enhancedFromAnalysis(analysis, keptIds, job.request.area), text: '' }}
            language={analysis.language}
          />
        </div>
      </section>
      <GeneralNotes notes={generalNotes} />
      <RegulationsCard regulations={analysis.regulations} jurisdiction={analysis.jurisdiction} />
      <DocumentSummaries documents={analysis.documentAnalyses} />
      <ReportLegalNotice />

      <EmailReportDialog
        open={emailOpen}
        onClose={() => setEmailOpen(false)}
        analysisId={analysisId}
        selectedRisks={selection.selectedIds}
        reportLanguage={reportLanguage}
        reportType={reportTypeFor(variant, source)}
      />
    </div>
  );
}
