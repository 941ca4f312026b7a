interface WordListProps {
  label: string;
  words: readonly string[];
  testId: string;
}

/** A label and the words read in the documents (triggers, controls in place), one chip each. */
export function WordList({ label, words, testId }: WordListProps) {
  if (words.length === 0) return null;
  return (
    <div data-testid={testId} className="grid gap-1 text-sm">
      <span className="font-semibold text-slate-900">{label}</span>
      <ul className="flex flex-wrap gap-1.5">
        {words.map((word, index) => (
          <li
            key={`${word}-${index}`}
            className="rounded bg-slate-100 px-1.5 py-0.5 break-words text-slate-800 ring-1 ring-slate-200 ring-inset"
          >
            {word}
          </li>
        ))}
      </ul>
    </div>
  );
}
