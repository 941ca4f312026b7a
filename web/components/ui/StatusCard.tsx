import { useEffect, useRef, type ReactNode } from 'react';
import { Card } from './Card';
import { cn } from './cn';
import { Spinner } from './Spinner';

export type StatusTone = 'loading' | 'success' | 'error' | 'warning';

const iconFrames: Record<Exclude<StatusTone, 'loading'>, string> = {
  success: 'bg-emerald-50 text-emerald-700',
  error: 'bg-red-50 text-red-700',
  warning: 'bg-amber-50 text-amber-700',
};

const iconPaths: Record<Exclude<StatusTone, 'loading'>, string> = {
  success: 'm7 12.5 3.2 3.2L17 9',
  error: 'M12 7.5v5.5M12 16.5v.01',
  warning: 'M12 8v4.5M12 16v.01',
};

interface StatusCardProps {
  tone: StatusTone;
  title: string;
  /** Text under the title; announced together with it. */
  children?: ReactNode;
  /** Buttons or links, and anything that should not be read out again (a countdown). */
  footer?: ReactNode;
  testId?: string;
  /** Move the focus to the title when the card replaces a form the user was in. */
  focusTitle?: boolean;
}

/**
 * One outcome of a page that works by itself (verifying a link, confirming a payment):
 * loading, success, warning or error. Loading and success are polite status messages;
 * an error is an alert.
 */
export function StatusCard({ tone, title, children, footer, testId, focusTitle = false }: StatusCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <Card className="grid gap-5 p-6 sm:p-8" data-testid={testId} data-state={tone}>
      <div role={tone === 'error' ? 'alert' : 'status'} className="grid gap-4">
        {tone === 'loading' ? (
          <Spinner size="lg" className="text-brand-600" />
        ) : (
          <div className={cn('flex size-12 items-center justify-center rounded-full', iconFrames[tone])}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {tone !== 'success' && <circle cx="12" cy="12" r="9" />}
              <path d={iconPaths[tone]} />
            </svg>
          </div>
        )}
        <div className="grid gap-2">
          <h1
            ref={titleRef}
            tabIndex={focusTitle ? -1 : undefined}
            className="text-2xl font-bold tracking-tight text-balance text-slate-900 focus:outline-none"
          >
            {title}
          </h1>
          {children && <div className="grid gap-2 text-sm leading-relaxed text-slate-600">{children}</div>}
        </div>
      </div>
      {footer && <div className="grid gap-3">{footer}</div>}
    </Card>
  );
}
