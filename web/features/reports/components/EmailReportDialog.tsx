import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Input } from '@/components/ui/Input';
import { toast } from '@/components/ui/use-toast';
import type { Language } from '#shared/languages';
import { ApiError } from '@/lib/api-client';
import { apiErrorText } from '@/lib/api-error-text';
import { useSendReportEmail, type SendReportEmailInput } from '../api/send-report-email';

interface EmailReportDialogProps {
  open: boolean;
  onClose: () => void;
  analysisId: string;
  selectedRisks: readonly string[];
  /** The report's language (chosen on the screen; the interface keeps its own). */
  reportLanguage: Language;
  /** The screen the report was made from, as the API's contract names it. */
  reportType: NonNullable<SendReportEmailInput['reportType']>;
}

/**
 * Sends the report of the selected risks by e-mail. Send waits for an address with an '@'
 * (the server checks the rest); the dialog stays open on failure with the reason.
 */
export function EmailReportDialog({
  open,
  onClose,
  analysisId,
  selectedRisks,
  reportLanguage,
  reportType,
}: EmailReportDialogProps) {
  const { t } = useTranslation();
  const [recipient, setRecipient] = useState('');
  const send = useSendReportEmail(analysisId);
  const inputRef = useRef<HTMLInputElement>(null);

  // showModal() runs after this component's effects and focuses the close button; the
  // address field takes the focus back on the next frame, as the dialog exists to type it.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const address = recipient.trim();
  const canSend = address.includes('@') && selectedRisks.length > 0 && !send.isPending;

  const finish = () => {
    setRecipient('');
    send.reset();
    onClose();
  };
  const close = () => {
    if (!send.isPending) finish();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    send.mutate(
      { recipientEmail: address, selectedRisks: [...selectedRisks], language: reportLanguage, reportType },
      {
        onSuccess: (answer) => {
          toast({ title: t('report.email.sent', { email: answer.recipientEmail || address }) });
          finish();
        },
      },
    );
  };

  const error = send.error;
  const errorText = !error
    ? null
    : error instanceof ApiError && error.status === 429 && error.message
      ? error.message
      : apiErrorText(t, error, t('report.email.failed'));

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!send.isPending}
      title={t('report.email.title')}
      description={t('report.email.description', { total: selectedRisks.length })}
      testId="email-dialog"
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <Input
          label={t('report.email.recipient')}
          type="email"
          inputMode="email"
          autoComplete="email"
          ref={inputRef}
          autoFocus
          placeholder={t('report.email.placeholder')}
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
          disabled={send.isPending}
          data-testid="email-recipient"
          maxLength={254}
        />
        {errorText && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorText}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={send.isPending}>
            {t('report.email.cancel')}
          </Button>
          <Button type="submit" disabled={!canSend} loading={send.isPending} data-testid="email-send">
            {send.isPending ? t('report.email.sending') : t('report.email.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
