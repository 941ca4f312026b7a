import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { useEditLog } from './api';

/** Who changed what and when on this analysis, newest first. */
export function EditLogButton({ analysisId }: { analysisId: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const log = useEditLog(analysisId, open);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)} data-testid="edit-log">
        {t('workbench.history')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('workbench.history')}
        testId="edit-log-dialog"
      >
        {log.data?.edits.length ? (
          <ul className="grid max-h-96 gap-1 overflow-y-auto text-sm text-slate-800">
            {log.data.edits.map((entry, index) => (
              <li key={index}>
                {t('workbench.historyLine', {
                  date: date(entry.at),
                  who: entry.by,
                  what: [entry.riskId, entry.kind, entry.detail].filter(Boolean).join(' · '),
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{log.isPending ? '…' : t('workbench.historyEmpty')}</p>
        )}
      </Dialog>
    </>
  );
}
