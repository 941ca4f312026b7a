import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The quiet "← back" link under a card. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-6 text-center">
      <Link
        to={to}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <span aria-hidden="true">←</span>
        {children}
      </Link>
    </p>
  );
}
