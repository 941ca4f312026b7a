import { cn } from './cn';

/** The RisqueVision mark: a shield with an eye (risk + vision). */
export function BrandLogo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={cn('size-8 shrink-0', className)}>
      <path
        fill={inverted ? 'rgb(255 255 255 / 0.12)' : '#0f3d5e'}
        stroke={inverted ? 'rgb(255 255 255 / 0.55)' : 'none'}
        strokeWidth="1.2"
        d="M16 2 4 6.5v8.3c0 7.4 5.1 13.9 12 15.7 6.9-1.8 12-8.3 12-15.7V6.5L16 2Z"
      />
      <path
        fill="none"
        stroke="#fbbf24"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeWidth="2.2"
        d="M8.5 16s2.8-4.8 7.5-4.8 7.5 4.8 7.5 4.8-2.8 4.8-7.5 4.8-7.5-4.8-7.5-4.8Z"
      />
      <circle cx="16" cy="16" r="2.3" fill="#fbbf24" />
    </svg>
  );
}

export function Brand({ className, size = 'md' }: { className?: string; size?: 'md' | 'lg' }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <BrandLogo className={size === 'lg' ? 'size-10' : undefined} />
      <span className={cn('font-bold tracking-tight text-brand-900', size === 'lg' ? 'text-2xl' : 'text-lg')}>
        RisqueVision
      </span>
    </span>
  );
}
