import type { Language } from '#shared/languages';
import type { AnalysisResult } from '#shared/schemas/analysis';
import { jurisdictionName } from '#shared/taxonomy/jurisdictions';
import { sectorLabelIn } from '#shared/taxonomy/names';
import { getObjectBytes } from '#adapters/objects';
import type { Analysis } from '#adapters/table/analyses';
import type { User } from '#adapters/table/users';
import { actionsOfAnalysis, editedAnalysisOf, accessibleAnalysis, reportCoverOf } from '#core/analysis';
import { AppError } from '#core/errors';
import { storedImageType } from '#core/stored-images';
import type { ReportAction, ReportCover, ReportInput, ReportPhoto } from './pdf/types';
import { inReportLanguage } from './report-language';

export interface ReportOptions {
  /** Risk ids to print; the kept risks (the adviser's saved selection) when absent. */
  selected?: string[];
  /** The report's language; the analysis's when absent. */
  language?: Language;
}

export interface BuiltReport {
  input: ReportInput;
  item: Analysis;
}

/**
 * Everything a report of the caller's analysis shows, the same for the PDF, Word, Excel and the
 * e-mail: the analysis as the adviser left it, in the report language, the kept risks, the cover
 * (with the profile's logo) and the action plan of the kept risks with its after photos.
 */
export async function buildReport(user: User, id: string, options: ReportOptions = {}): Promise<BuiltReport> {
  const item = await accessibleAnalysis(user, id);
  const edited = await editedAnalysisOf(item);
  if (!edited) throw new AppError(409, 'analysisNotReady');
  const selectedRiskIds = checkedSelection(edited.analysis, options.selected ?? edited.kept);
  const language = options.language ?? edited.analysis.language;
  const analysis = inReportLanguage(edited.analysis, language, item.request);
  const kept = new Set(selectedRiskIds);
  const [photos, cover, actions] = await Promise.all([
    photosOf(item),
    coverOf(user, edited.state.workbench.report),
    actionsOf(user, id, kept),
  ]);
  const sectors = sectorLabelIn(item.request, language);
  return {
    item,
    input: {
      analysis,
      selectedRiskIds,
      photos,
      cover,
      actions,
      meta: {
        area: item.request.area,
        jurisdictionName: jurisdictionName(analysis.jurisdiction, language) ?? analysis.jurisdiction,
        date: item.createdAt,
        sectorLabels: [sectors.mainSector, sectors.subSector, sectors.specificActivity].filter(
          (label): label is string => Boolean(label),
        ),
      },
    },
  };
}

/** The risks to print: an empty selection or one with ids the analysis does not have is refused. */
function checkedSelection(analysis: AnalysisResult, ids: string[]): string[] {
  const known = new Set(analysis.risks.map((risk) => risk.riskId));
  if (ids.length === 0) throw new AppError(400, 'noRiskSelected');
  if (ids.some((id) => !known.has(id))) throw new AppError(400, 'unknownRisk');
  return analysis.risks.map((risk) => risk.riskId).filter((riskId) => ids.includes(riskId));
}

async function photosOf(item: Analysis): Promise<ReportPhoto[]> {
  return Promise.all(
    (item.previews ?? []).map(async (preview) => ({
      fileName: preview.fileName,
      bytes: await getObjectBytes(preview.key),
      mediaType: 'image/jpeg' as const,
    })),
  );
}

async function imageAt(key: string, fileName: string): Promise<ReportPhoto> {
  return { fileName, bytes: await getObjectBytes(key), mediaType: storedImageType(key) };
}

async function coverOf(user: User, entered: Parameters<typeof reportCoverOf>[0]): Promise<ReportCover> {
  const profile = user.reportProfile;
  return {
    ...reportCoverOf(entered, user),
    credentials: profile?.credentials ?? '',
    organisation: profile?.organisation ?? '',
    ...(profile?.logoKey ? { logo: await imageAt(profile.logoKey, 'logo') } : {}),
  };
}

async function actionsOf(user: User, analysisId: string, kept: ReadonlySet<string>): Promise<ReportAction[]> {
  const records = (await actionsOfAnalysis(user.id, analysisId)).filter((record) => kept.has(record.riskId));
  return Promise.all(
    records.map(async (record) => ({
      riskId: record.riskId,
      title: record.title,
      ownerName: record.ownerName,
      dueDate: record.dueDate,
      status: record.status,
      closureNote: record.closureNote,
      closedAt: record.closedAt,
      ...(record.closurePhotoKey
        ? { closurePhoto: await imageAt(record.closurePhotoKey, `${record.riskId}-after`) }
        : {}),
    })),
  );
}
