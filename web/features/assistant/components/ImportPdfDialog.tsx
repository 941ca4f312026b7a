import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { cn } from '@/components/ui/cn';
import { fieldBorderClasses } from '@/components/ui/Field';
import { acceptOf } from '../library-files';

interface ImportPdfDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends the files with their description; resolves true when they were added. */
  onImport: (files: File[], description: string) => Promise<boolean>;
  uploading: boolean;
}

/** The Analysis Reports tab's Import PDF modal: PDF reports (other files are skipped) and a description. */
export function ImportPdfDialog({ open, onClose, onImport, uploading }: ImportPdfDialogProps) {
  const { t } = useTranslation();
  const fileId = useId();
  const descriptionId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [description, setDescription] = useState('');
  const [missing, setMissing] = useState(false);

  const close = () => {
    setFiles([]);
    setDescription('');
    setMissing(false);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) {
      setMissing(true);
      return;
    }
    if (await onImport(files, description.trim())) close();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!uploading}
      title={t('assistant.reports.dialog.title')}
      testId="import-pdf-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
            {t('assistant.reports.dialog.file')}
          </label>
          <input
            id={fileId}
            type="file"
            multiple
            accept={`${acceptOf('pdf')},application/pdf`}
            disabled={uploading}
            onChange={(event) => {
              setFiles(Array.from(event.target.files ?? []));
              setMissing(false);
            }}
            aria-invalid={missing || undefined}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
            data-testid="import-pdf-input"
          />
          <p className="text-xs text-slate-500">{t('assistant.reports.dialog.onlyPdf')}</p>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={descriptionId} className="text-sm font-medium text-slate-800">
            {t('assistant.reports.dialog.description')}
          </label>
          <textarea
            id={descriptionId}
            value={description}
            maxLength={500}
            rows={3}
            disabled={uploading}
            onChange={(event) => setDescription(event.target.value)}
            className={cn(
              'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm',
              'focus:ring-2 focus:outline-none disabled:bg-slate-100',
              fieldBorderClasses(undefined),
            )}
            data-testid="import-pdf-description"
          />
        </div>
        <FormAlert>{missing && <p>{t('assistant.reports.dialog.none')}</p>}</FormAlert>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={uploading}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={uploading} data-testid="import-pdf-submit">
            {t('assistant.reports.dialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
