import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';

interface DialogProps {
  open: boolean;
  /** Called when the user closes the dialog (close button, Escape, click on the backdrop). */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** An alert dialog asks for a decision: no close button, only its own actions. */
  role?: 'dialog' | 'alertdialog';
  /** False while an action is running: Escape and the backdrop do nothing. */
  dismissible?: boolean;
  testId?: string;
  className?: string;
}

/**
 * A modal on the native <dialog> element: showModal() makes the rest of the page inert
 * (focus stays inside), focuses the first control, and the browser gives focus back to
 * the opener on close. The content is mounted only while open, so forms start afresh.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  role = 'dialog',
  dismissible = true,
  testId,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // React lets dialog events bubble through nested dialogs: act only on this one's own.
  const own = (event: SyntheticEvent) => event.target === event.currentTarget;

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
      onCancel={(event) => {
        if (!own(event)) return;
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClose={(event) => {
        if (own(event) && open) onClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = own(event);
      }}
      onClick={(event) => {
        if (own(event) && pressedOnBackdrop.current && dismissible) onClose();
      }}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl',
        'backdrop:bg-slate-950/50 backdrop:backdrop-blur-[2px]',
        className,
      )}
    >
      {open && (
        <div className="grid gap-4 p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg leading-7 font-semibold tracking-tight">
              {title}
            </h2>
            {role === 'dialog' && (
              <button
                type="button"
                onClick={onClose}
                aria-label={t('dialog.close')}
                className="-mt-1 -mr-2 flex size-9 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 16 16"
                  className="size-4"
                  fill="none"
                  stroke="currentColor"
                >
                  <path d="M4 4l8 8M12 4l-8 8" strokeWidth="1.75" strokeLinecap="round" />
                </svg>
              </button>
            )}
          </div>
          {description && (
            <div id={descriptionId} className="text-sm leading-relaxed text-slate-600">
              {description}
            </div>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
}
