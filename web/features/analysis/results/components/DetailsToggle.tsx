import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Open on a wide screen, closed on a phone: twenty open risk cards and their recommendations made
 * a results page tens of thousands of pixels long there.
 */
export function useOpenOnWideScreen() {
  return useState(() => window.matchMedia('(min-width: 640px)').matches);
}

interface DetailsToggleProps {
  open: boolean;
  onToggle: () => void;
  /** The id of the region it shows and hides. */
  controls: string;
  testId: string;
}

/** The button that shows or hides a region of the results ("Afficher le détail" / "Masquer le détail"). */
export function DetailsToggle({ open, onToggle, controls, testId }: DetailsToggleProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid={testId}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="min-h-11 shrink-0 rounded-md px-2 text-sm font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {open ? t('report.risks.hideDetails') : t('report.risks.showDetails')}
    </button>
  );
}
