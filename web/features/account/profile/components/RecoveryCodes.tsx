import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/use-toast';

/** The recovery codes, shown this once (only their hashes are kept), to copy or print. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The setup form is gone: the reader is taken to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({ title: t('profilePage.twoFactor.recoveryCopied') });
    } catch {
      // No clipboard (permissions, an old browser): the codes stay on screen to write down.
      toast({ variant: 'destructive', title: t('profilePage.twoFactor.recoveryCopyFailed') });
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
      data-testid="recovery-codes"
    >
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="font-semibold text-slate-900 focus:outline-none"
      >
        {t('profilePage.twoFactor.recoveryHeading')}
      </h3>
      <p className="text-sm text-slate-800">{t('profilePage.twoFactor.recoveryIntro')}</p>
      <ul className="grid grid-cols-1 gap-1 font-mono text-sm text-slate-900 sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('profilePage.twoFactor.recoveryCopy')}
        </Button>
        <Button onClick={onDone} data-testid="recovery-codes-done">
          {t('profilePage.twoFactor.recoveryDone')}
        </Button>
      </div>
    </section>
  );
}
