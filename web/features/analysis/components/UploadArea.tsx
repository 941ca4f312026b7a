import { useId, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { cn } from '@/components/ui/cn';
import { ACCEPT, ACCEPTED_LIST, MAX_FILES, addFiles, maxSizeLabel, type Rejection } from '../file-rules';
import { SelectedFiles, type FileSelection, type PhotoCaptions } from './SelectedFiles';

interface UploadAreaProps {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  /** Enterprise screen: checkboxes on the selected files… */
  selection?: FileSelection;
  /** …and the actions on them (select all, download selected). */
  fileActions?: ReactNode;
  /** The optional caption under each photo. */
  captions?: PhotoCaptions;
}

/**
 * The three upload tiles (photo, images, documents), a drop zone with its own picker, the
 * list of selected files (a caption field under each photo), and what was refused and why.
 */
export function UploadArea({
  files,
  onChange,
  disabled = false,
  selection,
  fileActions,
  captions,
}: UploadAreaProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const browseRef = useRef<HTMLInputElement>(null);
  const [rejected, setRejected] = useState<Rejection[]>([]);
  const [dragging, setDragging] = useState(false);

  const add = (picked: FileList | null) => {
    if (!picked || picked.length === 0) return;
    const result = addFiles(files, Array.from(picked));
    setRejected(result.rejected);
    onChange(result.files);
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    add(event.target.files);
    // The same file can be picked again after being removed.
    event.target.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(event.dataTransfer.files);
  };

  const reasonText = (item: Rejection) => {
    switch (item.reason) {
      case 'type':
        return t('analysis.upload.rejectedType', { name: item.name, types: ACCEPTED_LIST });
      case 'size':
        return t('analysis.upload.rejectedSize', { name: item.name, limit: maxSizeLabel(i18n.language) });
      case 'empty':
        return t('analysis.upload.rejectedEmpty', { name: item.name });
      case 'count':
        return t('analysis.upload.rejectedCount', { name: item.name, max: MAX_FILES });
    }
  };

  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('analysis.upload.heading')}
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <UploadTile
          label={t('analysis.upload.takePhoto')}
          hint={t('analysis.upload.takePhotoHint')}
          accept={ACCEPT.photo}
          capture="environment"
          onPick={onPick}
          disabled={disabled}
          testId="photo-input"
          icon={<path d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z" />}
        />
        <UploadTile
          label={t('analysis.upload.uploadImages')}
          hint={t('analysis.upload.uploadImagesHint')}
          accept={ACCEPT.images}
          multiple
          onPick={onPick}
          disabled={disabled}
          testId="images-input"
          icon={<path d="M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01" />}
        />
        <UploadTile
          label={t('analysis.upload.documents')}
          hint={t('analysis.upload.documentsHint')}
          accept={ACCEPT.documents}
          multiple
          onPick={onPick}
          disabled={disabled}
          testId="documents-input"
          icon={<path d="M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6" />}
        />
      </div>
      <div
        data-testid="drop-zone"
        data-dragging={dragging || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white',
        )}
      >
        <p className="font-medium text-slate-800">
          {dragging ? t('analysis.upload.dropActive') : t('analysis.upload.dropTitle')}
        </p>
        <p className="text-sm text-slate-600">
          {t('analysis.upload.dropHint', { limit: maxSizeLabel(i18n.language) })}
        </p>
        <Button variant="secondary" onClick={() => browseRef.current?.click()} disabled={disabled}>
          {t('analysis.upload.browse')}
        </Button>
        <input
          ref={browseRef}
          type="file"
          multiple
          accept={ACCEPT.all}
          onChange={onPick}
          tabIndex={-1}
          aria-hidden="true"
          className="hidden"
          data-testid="browse-input"
        />
      </div>
      <div role="alert" data-testid="rejected-files" className="empty:hidden">
        {rejected.length > 0 && (
          <ul className="grid grid-cols-1 gap-1 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800">
            {rejected.map((item, index) => (
              <li key={`${item.name}-${index}`} className="break-words">
                {reasonText(item)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <SelectedFiles
        files={files}
        disabled={disabled}
        selection={selection}
        captions={captions}
        toolbar={fileActions}
        onRemove={(index) => {
          setRejected([]);
          onChange(files.filter((_, i) => i !== index));
        }}
      />
    </section>
  );
}

interface UploadTileProps {
  label: string;
  hint: string;
  accept: string;
  capture?: 'environment';
  multiple?: boolean;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled: boolean;
  testId: string;
  icon: ReactNode;
}

/** A tile that is the label of its own file input: the input keeps the focus and the keyboard. */
function UploadTile({ label, hint, icon, testId, disabled, onPick, ...input }: UploadTileProps) {
  const id = useId();
  return (
    <label
      className={cn(
        'flex min-h-24 cursor-pointer items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors sm:flex-col sm:text-center',
        'focus-within:ring-2 focus-within:ring-brand-500 focus-within:ring-offset-2 hover:border-brand-300 hover:bg-brand-50/40',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <input
        type="file"
        className="sr-only"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        data-testid={testId}
        disabled={disabled}
        onChange={onPick}
        {...input}
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-8 shrink-0 text-brand-700"
      >
        {icon}
      </svg>
      <span className="grid min-w-0 gap-0.5">
        <span id={`${id}-label`} className="font-semibold text-slate-900">
          {label}
        </span>
        <span id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </span>
      </span>
    </label>
  );
}
