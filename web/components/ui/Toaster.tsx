import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { dismiss, useToast } from './use-toast';

export const TOAST_DURATION_MS = 5000;

const variantClasses = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-600 text-white',
} as const;

/**
 * The app's toast area (Radix): one toast at a time, 5 s, swipe right past 50 px to
 * dismiss, F8 moves focus to the notification region; placed clear of the headers and bars.
 */
export function Toaster() {
  const { t } = useTranslation();
  const { current } = useToast();
  const variant = current?.variant ?? 'default';

  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('toast.label')}
    >
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) dismiss(current.id);
          }}
          duration={current.duration}
          data-testid="toast"
          data-variant={variant}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
            'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:animate-toast-swipe-out',
            variantClasses[variant],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description
                className={cn('text-sm', variant === 'destructive' ? 'text-red-50' : 'text-slate-600')}
              >
                {current.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t('toast.close')}
            className={cn(
              'absolute top-2 right-2 rounded-md p-1 opacity-70 transition hover:opacity-100 focus:opacity-100',
              'focus:ring-2 focus:outline-none',
              variant === 'destructive' ? 'focus:ring-white' : 'focus:ring-brand-500',
            )}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor">
              <path d="M4 4l8 8M12 4l-8 8" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      {/*
        At the bottom, never over a header and its language switcher (sticky at the top of the app).
        On phones, above the results screen's sticky action bar (two rows, about 125 px) and the
        home indicator; from the small breakpoint, where no bar is sticky, in the bottom-right corner.
      */}
      <ToastPrimitive.Viewport
        label={t('toast.region')}
        data-testid="toast-viewport"
        className="fixed right-[env(safe-area-inset-right)] bottom-[calc(env(safe-area-inset-bottom)+8.5rem)] z-[100] flex max-h-[50vh] w-full flex-col gap-2 p-4 outline-none sm:bottom-[env(safe-area-inset-bottom)] sm:max-h-screen sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
