import type { ComponentProps } from 'react';
import { cn } from './cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-200/60', className)}
      {...props}
    />
  );
}
