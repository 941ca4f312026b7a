import type { Hazard } from '#shared/knowledge/types';
import { containsPhrase, normalise, sentences } from './normalise';

/** A piece of text to search, with where it came from (for the evidence). */
export interface Segment {
  fileName: string | null;
  page: number | null;
  source: 'text' | 'ocr' | 'area' | 'instructions';
  text: string;
}

export interface Finding {
  hazard: Hazard;
  evidence: {
    fileName: string | null;
    page: number | null;
    source: Segment['source'] | 'sector';
    excerpt: string;
    keyword: string;
  }[];
}

const MAX_EXCERPT = 300;
const MAX_EVIDENCE = 5;

interface CompiledHazard {
  hazard: Hazard;
  phrases: { keyword: string; tokens: string[] }[];
}

export function compileHazards(hazards: readonly Hazard[]): CompiledHazard[] {
  return hazards.map((hazard) => ({
    hazard,
    phrases: [...hazard.keywords.fr, ...hazard.keywords.en].map((keyword) => ({
      keyword,
      tokens: normalise(keyword),
    })),
  }));
}

function excerpt(sentence: string): string {
  return sentence.length <= MAX_EXCERPT ? sentence : `${sentence.slice(0, MAX_EXCERPT - 1)}…`;
}

/**
 * Every hazard whose keywords appear in the segments, with each sentence that triggered
 * it: one finding per hazard, however many times it is mentioned (duplicates merged).
 */
export function findHazards(compiled: readonly CompiledHazard[], segments: readonly Segment[]): Finding[] {
  const findings = new Map<string, Finding>();
  for (const segment of segments) {
    for (const sentence of sentences(segment.text)) {
      const tokens = normalise(sentence);
      for (const { hazard, phrases } of compiled) {
        const hit = phrases.find((p) => containsPhrase(tokens, p.tokens));
        if (!hit) continue;
        const finding = findings.get(hazard.id) ?? { hazard, evidence: [] };
        const duplicate = finding.evidence.some(
          (e) => e.excerpt === excerpt(sentence) && e.fileName === segment.fileName,
        );
        if (!duplicate && finding.evidence.length < MAX_EVIDENCE) {
          finding.evidence.push({
            fileName: segment.fileName,
            page: segment.page,
            source: segment.source,
            excerpt: excerpt(sentence),
            keyword: hit.keyword,
          });
        }
        findings.set(hazard.id, finding);
      }
    }
  }
  return [...findings.values()];
}
