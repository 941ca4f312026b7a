import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

/** A link to another site, opened in a new tab; screen readers are told so. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className={cn(
        'rounded font-medium wrap-break-word underline underline-offset-2 hover:no-underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        className,
      )}
    >
      {children}
      <span className="sr-only"> {t('regulatoryMap.card.newTab')}</span>
    </a>
  );
}
