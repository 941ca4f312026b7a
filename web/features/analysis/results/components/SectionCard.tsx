import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { cn } from '@/components/ui/cn';

interface SectionCardProps {
  title: string;
  /** Shown on the heading's line, right-aligned from the small-screen breakpoint up. */
  aside?: ReactNode;
  testId?: string;
  className?: string;
  children: ReactNode;
}

/** One section of the results: a card with a heading that also names the region. */
export function SectionCard({ title, aside, testId, className, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card className={cn('p-4 sm:p-6', className)}>
      <section aria-labelledby={headingId} data-testid={testId} className="grid grid-cols-1 gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {aside}
        </div>
        {children}
      </section>
    </Card>
  );
}
