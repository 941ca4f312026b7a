interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
}

/** A centred section title with an optional lead paragraph. */
export function SectionHeading({ id, title, subtitle }: SectionHeadingProps) {
  return (
    <div className="mx-auto grid max-w-2xl grid-cols-1 gap-3 text-center">
      <h2
        id={id}
        className="text-2xl font-bold tracking-tight text-balance hyphens-auto wrap-break-word [word-break:auto-phrase] text-slate-900 sm:text-3xl"
      >
        {title}
      </h2>
      {subtitle && <p className="text-base text-pretty text-slate-600">{subtitle}</p>}
    </div>
  );
}
