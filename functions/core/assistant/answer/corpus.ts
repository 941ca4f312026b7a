import type { Language } from '#shared/languages';
import { getObjectBytes } from '#adapters/objects';
import { getEntry, type LibraryDocument } from '#adapters/table/library';
import type { User } from '#adapters/table/users';
import { accessibleAnalysis, detectLanguage, editedAnalysisOf } from '#core/analysis';
import { documentTextSchema } from '../extract-document';
import { pagePassages, type Passage } from './passages';

export interface Corpus {
  passages: Passage[];
  /** Names of what the question was asked over, for the history. */
  names: string[];
  /** Whether any selected item had text to read. */
  readable: boolean;
}

async function documentPassages(document: LibraryDocument, language: Language): Promise<Passage[]> {
  if (!document.textKey) return [];
  const { pages } = documentTextSchema.parse(
    JSON.parse(new TextDecoder().decode(await getObjectBytes(document.textKey))),
  );
  return pages.flatMap((page) => {
    const pageLanguage = detectLanguage(page.text, language);
    return pagePassages(page.text).map((text) => ({
      text,
      language: pageLanguage,
      source: {
        id: document.id,
        kind: document.kind,
        name: document.name,
        page: document.contentType === 'application/pdf' ? page.page : null,
        riskId: null,
      },
    }));
  });
}

/** An analysis read as passages: each kept risk (title, description, controls), under its risk id. */
async function analysisPassages(user: User, id: string): Promise<{ name: string; passages: Passage[] }> {
  const item = await accessibleAnalysis(user, id);
  const edited = await editedAnalysisOf(item);
  const name = item.request.area;
  if (!edited) return { name, passages: [] };
  const language = item.request.language;
  const passages = edited.analysis.risks
    .filter((risk) => edited.kept.includes(risk.riskId))
    .map((risk) => ({
      text: [`${risk.title}.`, risk.description, ...risk.controls.map((control) => control.text)].join(' '),
      language,
      source: { id, kind: 'analysis' as const, name, page: null, riskId: risk.riskId },
    }));
  return { name, passages };
}

/**
 * The text the question is asked over: the selected documents of the caller's library (as read
 * when they were added) and the selected analyses the caller may read. Ids that are not theirs
 * were refused when the question was asked; one deleted since is skipped.
 */
export async function gatherCorpus(
  user: User,
  owner: string,
  documentIds: readonly string[],
  analysisIds: readonly string[],
  language: Language,
): Promise<Corpus> {
  const passages: Passage[] = [];
  const names: string[] = [];
  for (const id of documentIds) {
    const entry = await getEntry(owner, id);
    if (!entry || entry.kind === 'history') continue;
    names.push(entry.name);
    passages.push(...(await documentPassages(entry, language)));
  }
  for (const id of analysisIds) {
    const analysis = await analysisPassages(user, id).catch(() => null);
    if (!analysis) continue;
    names.push(analysis.name);
    passages.push(...analysis.passages);
  }
  return { passages, names, readable: passages.length > 0 };
}
