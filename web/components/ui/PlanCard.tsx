import type { ReactNode } from 'react';
import { cn } from './cn';

interface PlanCardProps {
  name: string;
  description: string;
  /** The formatted amount and what it covers ("/ month"). */
  price: string;
  period: string;
  /** A line under the price (saving, annual equivalent). */
  priceNote?: string;
  /** A short label above the name ("Popular"). */
  badge?: string;
  features: readonly string[];
  highlighted?: boolean;
  /** Controls placed above the price, e.g. the billing toggle. */
  controls?: ReactNode;
  /** The card's call to action. */
  children?: ReactNode;
  className?: string;
  testId?: string;
}

/** A plan: name, price, what it includes and an action. Presentational only. */
export function PlanCard({
  name,
  description,
  price,
  period,
  priceNote,
  badge,
  features,
  highlighted = false,
  controls,
  children,
  className,
  testId,
}: PlanCardProps) {
  return (
    <article
      data-testid={testId}
      aria-label={name}
      className={cn(
        'relative flex flex-col gap-5 rounded-2xl border bg-white p-6 shadow-sm',
        highlighted ? 'border-brand-600 shadow-brand-200/60 ring-1 ring-brand-600' : 'border-slate-200',
        className,
      )}
    >
      <div className="grid gap-1.5">
        {badge && (
          <span className="justify-self-start rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-bold text-brand-950">
            {badge}
          </span>
        )}
        <h3 className="text-lg font-bold tracking-tight text-slate-900">{name}</h3>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      {controls}
      <div>
        <p className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="text-3xl font-bold tracking-tight text-slate-900">{price}</span>
          <span className="text-sm text-slate-500">{period}</span>
        </p>
        {priceNote && <p className="mt-1 text-sm font-medium text-emerald-700">{priceNote}</p>}
      </div>
      <ul className="grid gap-2.5 text-sm text-slate-700">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="mt-0.5 size-4 shrink-0 text-brand-600"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
            >
              <path d="m4 10.5 4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
      {children && <div className="mt-auto grid gap-3 pt-1">{children}</div>}
    </article>
  );
}
