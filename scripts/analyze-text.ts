/**
 * Reads a text as the offline analyzer does and prints what it finds, for whoever writes the
 * vocabulary: `npx tsx scripts/analyze-text.ts --lang fr "Aucun garde-corps en rive, à 7 m"`.
 * Loads only the language asked for, so one language's vocabulary can be tried on its own.
 */
import { parseArgs } from 'node:util';
import { HAZARDS } from '#shared/knowledge/hazards';
import { CONCEPT_RULES } from '#shared/knowledge/vocabulary/rules';
import type { LanguageVocabulary } from '#shared/knowledge/vocabulary/types';
import { LANGUAGE_CODES, type Language } from '#shared/languages';
import { compileLexicon } from '#core/analysis/offline-analyzer/lexicon';
import { findHazards } from '#core/analysis/offline-analyzer/match';
import { rateFinding } from '#core/analysis/offline-analyzer/rate';

const { values, positionals } = parseArgs({
  options: { lang: { type: 'string', default: 'en' } },
  allowPositionals: true,
});
const language = values.lang as Language;
if (!(LANGUAGE_CODES as readonly string[]).includes(language))
  throw new Error(`--lang must be one of ${LANGUAGE_CODES.join(', ')}`);

const { vocabulary } = (await import(`../shared/knowledge/vocabulary/${language}.ts`)) as {
  vocabulary: LanguageVocabulary;
};
const internationalPath = '../shared/knowledge/vocabulary/international.ts';
const international = await import(internationalPath)
  .then((m: { internationalTerms: Record<string, string[]> }) => m.internationalTerms)
  .catch(() => ({}));
const lexicon = compileLexicon(language, vocabulary, international);
const text = positionals.join(' ');
const findings = findHazards(HAZARDS, CONCEPT_RULES, () => lexicon, [
  { fileName: 'text', page: null, source: 'text', text, language },
]);
if (!findings.length) console.log('(nothing raised)');
for (const f of findings) {
  const { likelihood, severity } = rateFinding(f);
  console.log(
    `${f.state === 'controlled' ? 'CONTROLLED' : 'RISK'} ${f.hazard.id} (${f.hazard.family}) L${likelihood}×S${severity} confidence ${f.confidence}`,
  );
  console.log(
    `   triggers: ${f.triggers.join(' | ')}${f.controlsInPlace.length ? `; in place: ${f.controlsInPlace.join(' | ')}` : ''}`,
  );
}
