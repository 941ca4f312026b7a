import type { ComponentProps } from 'react';
import { cn } from './cn';

const tones = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-500/25',
  info: 'bg-brand-50 text-brand-800 ring-brand-600/25',
  warning: 'bg-amber-50 text-amber-800 ring-amber-600/30',
} as const;

export type BadgeTone = keyof typeof tones;

interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

/** A short label with a coloured background; the text carries the meaning, the colour repeats it. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
