import { describe, expect, it } from 'vitest';
import {
  KNOWLEDGE,
  checkKnowledge,
  numbersOf,
  standardsOf,
  type KnowledgeProblemKind,
} from '#shared/knowledge/check';

/** A copy of the knowledge base that a test may break on purpose. */
type Texts = Record<string, string | undefined>;
interface Copy {
  hazards: {
    id?: string;
    name: Texts;
    description: Texts;
    controls: { id?: string; text: Texts }[];
    citations: { subject?: string }[];
  }[];
  subjects: Record<string, Texts>;
  otherCitations: { subject?: string }[];
  hazardReferences: Record<string, string[]>;
}

function broken(breakIt: (copy: Copy) => void) {
  // Through JSON, so that citations shared between hazards become separate objects in the copy.
  const copy = JSON.parse(JSON.stringify(KNOWLEDGE)) as Copy;
  breakIt(copy);
  return checkKnowledge(copy);
}

const hazard = (copy: Copy, id: string) => copy.hazards.find((h) => h.id === id)!;
/** The control of a hazard whose English text contains `text`. */
const control = (copy: Copy, hazardId: string, text: string) =>
  hazard(copy, hazardId).controls.find((c) => c.text.en?.includes(text))!;

function expectProblem(
  problems: ReturnType<typeof checkKnowledge>,
  kind: KnowledgeProblemKind,
  where: string,
) {
  expect(problems, JSON.stringify(problems)).toContainEqual(
    expect.objectContaining({ kind, where: expect.stringContaining(where) }),
  );
}

describe('knowledge-id check on the real knowledge base', () => {
  it('reports no problem: ids present and unique, nothing orphaned, seven languages, numbers and standards kept', () => {
    expect(checkKnowledge()).toEqual([]);
  });

  it('covers every hazard, control and subject', () => {
    expect(KNOWLEDGE.hazards.length).toBeGreaterThanOrEqual(40);
    expect(KNOWLEDGE.hazards.every((h) => (h.controls ?? []).every((c) => c.id))).toBe(true);
    expect(Object.keys(KNOWLEDGE.subjects).length).toBeGreaterThan(50);
  });
});

describe('knowledge-id check on copies broken on purpose', () => {
  it('reports a duplicated control id within a hazard', () => {
    const problems = broken((copy) => {
      const [first, second] = hazard(copy, 'ladder-fall').controls;
      second!.id = first!.id;
    });
    expectProblem(problems, 'duplicate-id', 'hazard ladder-fall, control');
  });

  it('reports a duplicated hazard id and a hazard or control without an id', () => {
    const problems = broken((copy) => {
      copy.hazards[1]!.id = copy.hazards[0]!.id;
      delete hazard(copy, 'scaffold-fall').controls[0]!.id;
      delete hazard(copy, 'mezzanine-fall').id;
    });
    expectProblem(problems, 'duplicate-id', `hazard ${KNOWLEDGE.hazards[0]!.id}`);
    expectProblem(problems, 'missing-id', 'hazard scaffold-fall, control #1');
    expectProblem(problems, 'missing-id', 'hazard #');
  });

  it('reports an orphaned subject, a citation naming no subject or an unknown one, and a duplicated subject', () => {
    const problems = broken((copy) => {
      copy.subjects['subject-nobody-cites'] = { ...copy.subjects['safety-net']!, en: 'Nobody cites this' };
      copy.subjects['safety-net-twin'] = { ...copy.subjects['safety-net']! };
      hazard(copy, 'ladder-fall').citations[0]!.subject = 'no-such-subject';
      delete hazard(copy, 'roof-edge-fall').citations[0]!.subject;
    });
    expectProblem(problems, 'orphan', 'subject subject-nobody-cites');
    expectProblem(problems, 'duplicate-id', 'subject safety-net-twin');
    expectProblem(problems, 'unknown-id', 'hazard ladder-fall');
    expectProblem(problems, 'missing-id', 'hazard roof-edge-fall');
  });

  it('reports a hazard id named elsewhere that does not exist', () => {
    const problems = broken((copy) => {
      copy.hazardReferences['typical hazards of construction']!.push('no-such-hazard');
    });
    expectProblem(problems, 'unknown-id', 'typical hazards of construction');
  });

  it('reports a missing language and a translation in no known language', () => {
    const problems = broken((copy) => {
      delete control(copy, 'ladder-fall', 'CSA Z11').text.ja;
      delete hazard(copy, 'roof-edge-fall').name.pt;
      delete copy.subjects['safety-net']!.zh;
      hazard(copy, 'roof-edge-fall').description.it = 'Caduta dal bordo';
    });
    expectProblem(problems, 'missing-language', 'hazard ladder-fall, control');
    expectProblem(problems, 'missing-language', 'hazard roof-edge-fall, name');
    expectProblem(problems, 'missing-language', 'subject safety-net');
    expectProblem(problems, 'unknown-language', 'hazard roof-edge-fall, description');
  });

  it('reports a translation whose number changed', () => {
    const problems = broken((copy) => {
      const text = control(copy, 'ladder-fall', '900 mm').text;
      text.es = text.es!.replace('900', '600');
      const description = hazard(copy, 'roof-edge-fall').description;
      description.de = description.de!.replace('3 m', '4 m');
    });
    expectProblem(problems, 'numbers-differ', 'hazard ladder-fall, control');
    expectProblem(problems, 'numbers-differ', 'hazard roof-edge-fall, description, de');
  });

  it('reports a translation that dropped or changed a standard reference', () => {
    const problems = broken((copy) => {
      const text = control(copy, 'ladder-fall', 'CSA Z11').text;
      text.de = text.de!.replace('CSA Z11', 'der Norm');
      const respirator = copy.hazards.flatMap((h) => h.controls).find((c) => c.text.en?.includes('N95'))!;
      respirator.text.fr = respirator.text.fr!.replace('N95', 'N99');
    });
    expectProblem(problems, 'standards-differ', 'hazard ladder-fall, control');
    expect(problems.filter((p) => p.kind === 'standards-differ' && p.where.endsWith(', fr'))).toHaveLength(1);
  });
});

describe('numbers and standard references of a text', () => {
  it('reads decimal commas, thousands separators and full-width digits as the same numbers', () => {
    expect(numbersOf('1,2 m')).toEqual(numbersOf('1.2 m'));
    expect(numbersOf('1 000 ppm')).toEqual(['1000']);
    expect(numbersOf('1,000 ppm')).toEqual(['1000']);
    expect(numbersOf('３ m')).toEqual(['3']);
    expect(numbersOf('85 dB(A), 4-to-1')).toEqual(['1', '4', '85']);
  });

  it('finds standard references, whole, and leaves their numbers out of the numbers', () => {
    expect(standardsOf('CSA Z259, ISO 45001, ANSI, EN 1263, NFPA 70E, P100 and N95')).toEqual([
      'ANSI',
      'CSA Z259',
      'EN 1263',
      'ISO 45001',
      'N95',
      'NFPA 70E',
      'P100',
    ]);
    expect(numbersOf('CSA Z259 at 3 m')).toEqual(['3']);
  });
});
