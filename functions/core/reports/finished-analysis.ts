import { accessibleAnalysis, type Viewer } from '#core/analysis';
import { AppError } from '#core/errors';

/** The caller's finished analysis (the PDF's HEAD check): 404 for anyone else's, 409 before it is done. */
export async function finishedAnalysis(viewer: Viewer, id: string) {
  const item = await accessibleAnalysis(viewer, id);
  if (item.status !== 'done') throw new AppError(409, 'analysisNotReady');
  return item;
}
