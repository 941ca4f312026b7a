import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/Button';
import { toast } from '@/components/ui/use-toast';
import type { AnalysisResult } from '#shared/schemas/analysis';
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
import { DocumentSummaries } from './DocumentSummaries';
import { EngineStatement } from './EngineStatement';
import { GeneralNotes } from './GeneralNotes';
import { InfoCard } from './InfoCard';
import { RegulationsCard } from './RegulationsCard';
import { ReportLegalNotice } from './ReportLegalNotice';
import { RiskList } from './RiskList';

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
  const selection = useRiskSelection(ids);
  const pdf = useReportPdf(analysisId, selection.selectedIds);
  const save = useSaveAnalysis();
  const [emailOpen, setEmailOpen] = useState(false);

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
          {config.dashboard ? (
            <Link
              to={config.dashboard}
              data-testid="results-dashboard"
              className={buttonClasses('ghost', 'md')}
            >
              {t('report.actions.dashboard')}
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
      <AnalysedImages photos={job.photos} analysis={analysis} />
      <RiskList
        risks={risks}
        selectedCount={selection.selectedIds.length}
        everySelected={selection.everySelected}
        isSelected={selection.isSelected}
        onToggle={selection.toggle}
        onToggleAll={selection.toggleEvery}
      />
      <ControlledHazards hazards={analysis.controlled} />
      <GeneralNotes notes={generalNotes} />
      <RegulationsCard regulations={analysis.regulations} jurisdiction={analysis.jurisdiction} />
      <DocumentSummaries documents={analysis.documentAnalyses} />
      <ReportLegalNotice />

      <EmailReportDialog
        open={emailOpen}
        onClose={() => setEmailOpen(false)}
        analysisId={analysisId}
        selectedRisks={selection.selectedIds}
        reportType={reportTypeFor(variant, source)}
      />
    </div>
  );
}
