import { analysisResultSchema, type AnalysisResult } from '#shared/schemas/analysis';
import { errorMessage } from '#shared/errors';
import type { Language } from '#shared/languages';
import { getObjectBytes, presignView } from '#adapters/objects';
import { getAnalysis, updateUnfinishedAnalysis, type Analysis } from '#adapters/table/analyses';
import { STALE_AFTER_MS } from '#functions/jobs/timing';
import { metrics, METRIC, MetricUnit } from '#functions/observability';
import { refundAnalysisQuota } from './quota';
import { AppError, notFound } from '#core/errors';
import type { User } from '#adapters/table/users';
import { editedAnalysisOf } from './workbench';
import { reportCoverOf } from './workbench/report-cover';

export { STALE_AFTER_MS };

/** Who is asking: an account (or a team's visitor) with its team and role there, if any. */
export type Viewer = Pick<User, 'id' | 'teamId' | 'teamRole'>;

/** Reading, or changing and deleting (the author, or the team's owner and admins). */
export type AnalysisAccess = 'read' | 'change';

/** Whether the viewer may read (or change) the analysis; a team's analyses are its members'. */
export function canAccess(viewer: Viewer, item: Pick<Analysis, 'userId' | 'teamId'>, need: AnalysisAccess) {
  if (item.userId === viewer.id) return true;
  if (!item.teamId || item.teamId !== viewer.teamId) return false;
  return need === 'read' || viewer.teamRole === 'owner' || viewer.teamRole === 'admin';
}

/**
 * The analysis if the viewer may use it so, else 404 (someone else's id answers like a missing
 * one, another team's included) or 403 (a team's report that a member may read but not change).
 */
export async function accessibleAnalysis(
  viewer: Viewer,
  id: string,
  need: AnalysisAccess = 'read',
): Promise<Analysis> {
  return accessChecked(viewer, await getAnalysis(id), need);
}

/** An item already read, checked as `accessibleAnalysis` does. */
export function accessChecked(viewer: Viewer, item: Analysis | undefined, need: AnalysisAccess): Analysis {
  if (!item || !canAccess(viewer, item, 'read')) throw notFound();
  if (!canAccess(viewer, item, need)) throw new AppError(403, 'forbidden');
  return item;
}

/** The stored result of a finished analysis (null before it is done). */
export async function analysisResultOf(item: Analysis): Promise<AnalysisResult | null> {
  if (item.status !== 'done' || !item.resultKey) return null;
  return analysisResultSchema.parse(
    JSON.parse(new TextDecoder().decode(await getObjectBytes(item.resultKey))),
  );
}

/**
 * The analysis as a poll sees it. A job whose worker died on its last attempt would stay
 * "analyzing" for ever: past the staleness limit it is marked failed with a message instead, and
 * the quota unit is given back.
 */
export async function polledAnalysis(
  user: User,
  id: string,
  language: Language,
  now = Date.now(),
  /** The item, when the caller read it already (with the workbench's version) and checked access. */
  read?: Analysis,
) {
  let item = read ?? (await accessibleAnalysis(user, id));
  const running = item.status !== 'done' && item.status !== 'failed';
  if (running && now - Date.parse(item.updatedAt) > STALE_AFTER_MS) {
    const failed = await updateUnfinishedAnalysis(id, {
      status: 'failed',
      step: 'failed',
      error: { code: 'analysisFailed', message: await errorMessage('analysisFailed', language) },
    });
    // Nobody finished it: a crash or a lost message, ours to pay for.
    if (failed) {
      metrics.addMetric(METRIC.analysesFailed, MetricUnit.Count, 1);
      await refundAnalysisQuota(failed);
    }
    item = failed ?? (await accessibleAnalysis(user, id));
  }
  return item;
}

/** Results never change once stored: a warm instance keeps the last few it parsed. */
const KEPT_RESULTS = 8;
const results = new Map<string, AnalysisResult>();

async function keptResultOf(item: Analysis): Promise<AnalysisResult | null> {
  const kept = item.resultKey ? results.get(item.resultKey) : undefined;
  if (kept) return kept;
  const result = await analysisResultOf(item);
  if (result && item.resultKey) {
    results.set(item.resultKey, result);
    if (results.size > KEPT_RESULTS) results.delete(results.keys().next().value!);
  }
  return result;
}

/**
 * A preview link is signed once per window of this length and reused within it: signed for 15
 * minutes, a link is still valid 10 minutes after the window in which an answer (or a 304) gave it.
 */
export const LINK_WINDOW_MS = 5 * 60 * 1000;
const links = new Map<string, { window: number; url: string }>();

async function previewLink(key: string, window: number): Promise<string> {
  const kept = links.get(key);
  if (kept?.window === window) return kept.url;
  const url = await presignView(key, 'image/jpeg');
  if (links.size >= 500) links.clear();
  links.set(key, { window, url });
  return url;
}

/** The window of the preview links an answer at `now` carries. */
export const linkWindow = (now: number) => Math.floor(now / LINK_WINDOW_MS);

/** The polling answer of an item: its state and, once done, the edited analysis with its photos. */
export async function statusOf(item: Analysis, user: User, now = Date.now()) {
  const edited = await editedAnalysisOf(item, keptResultOf);
  const analysis = edited?.analysis ?? null;
  const photos = await Promise.all(
    (analysis ? (item.previews ?? []) : []).map(async (preview) => ({
      fileName: preview.fileName,
      url: await previewLink(preview.key, linkWindow(now)),
    })),
  );
  const { files, ...rest } = item.request;
  return {
    analysisId: item.id,
    status: item.status,
    progress: item.progress,
    step: item.step,
    error: item.error,
    request: { ...rest, files: files.map((f) => ({ name: f.name })) },
    createdAt: item.createdAt,
    analysis,
    photos,
    workbench: edited
      ? {
          selectedRisks: edited.kept,
          report: reportCoverOf(edited.state.workbench.report, user),
          merges: edited.state.workbench.merges.map(({ keep, remove }) => ({ keep, remove })),
          updatedAt: edited.state.workbench.updatedAt,
        }
      : null,
  };
}

/** Status for polling (see `polledAnalysis`). */
export async function analysisStatus(user: User, id: string, language: Language, now = Date.now()) {
  return statusOf(await polledAnalysis(user, id, language, now), user, now);
}
