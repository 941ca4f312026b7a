import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantHistoryItem } from '#shared/schemas/assistant';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useSaveAnswer } from '../api/save-answer';
import { useAnswerPdf } from '../use-answer-pdf';

interface AnswerActionsProps {
  item: AssistantHistoryItem;
  onExportText: () => void;
  onClose: () => void;
}

/**
 * The detailed panel's actions (spec 2.4): Save Report (to the Analysis Reports), the PDF menu
 * (download, print, the page's print preview), the text export, and Close.
 */
export function AnswerActions({ item, onExportText, onClose }: AnswerActionsProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const save = useSaveAnswer();
  const pdf = useAnswerPdf(item.id);
  const answered = item.status === 'done' && item.answer !== null;

  // The menu closes on Escape and on a click or focus outside it. On a phone it opens in the
  // flow, under its button, rather than over the edge of the screen.
  useEffect(() => {
    if (!menuOpen) return;
    const outside = (event: Event) => {
      if (!menuRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [menuOpen]);

  const saveReport = () =>
    save.mutate(item.id, {
      onSuccess: () => toast({ title: t('assistant.answer.saved') }),
      onError: (error) =>
        toast({
          title: t('assistant.answer.saveFailed'),
          description: apiErrorText(t, error, t('formErrors.unexpected')),
          variant: 'destructive',
        }),
    });
  const choose = (action: () => unknown) => () => {
    setMenuOpen(false);
    void action();
  };

  return (
    <div
      role="toolbar"
      aria-label={t('assistant.answer.actions')}
      className="flex flex-wrap items-center gap-2"
      data-testid="answer-actions"
    >
      {item.savedToStandard ? (
        <p className="text-sm font-medium text-emerald-800" data-testid="answer-saved">
          {t('assistant.answer.alreadySaved')}
        </p>
      ) : (
        <Button
          size="sm"
          onClick={saveReport}
          loading={save.isPending}
          disabled={!answered}
          data-testid="answer-save"
        >
          {t('assistant.answer.save')}
        </Button>
      )}
      <div ref={menuRef} className="relative">
        <Button
          ref={menuButtonRef}
          variant="secondary"
          size="sm"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          loading={pdf.busy !== null}
          disabled={!answered}
          data-testid="answer-pdf-menu"
        >
          {t('assistant.answer.pdf')}
        </Button>
        {menuOpen && (
          <ul
            id={menuId}
            className="z-20 mt-1 grid gap-0.5 rounded-lg border border-slate-200 bg-white p-1 shadow-lg sm:absolute sm:top-full sm:left-0 sm:w-max sm:min-w-full"
          >
            {(
              [
                ['download', t('assistant.answer.downloadPdf'), pdf.download],
                ['print', t('assistant.answer.printPdf'), pdf.print],
                ['preview', t('assistant.answer.printPage'), () => window.print()],
              ] as const
            ).map(([key, label, action]) => (
              <li key={key}>
                <button
                  type="button"
                  onClick={choose(action)}
                  className="flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                  data-testid={`answer-pdf-${key}`}
                >
                  {label}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={onExportText}
        disabled={!answered}
        data-testid="answer-text"
      >
        {t('assistant.answer.text')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onClose} data-testid="answer-close">
        {t('assistant.answer.close')}
      </Button>
    </div>
  );
}
