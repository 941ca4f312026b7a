import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '#shared/file-size';
import { isPhoto } from '../file-rules';
import { PhotoCaptionField } from './PhotoCaptionField';

/** Checkboxes on the files (enterprise screen): which ones "Download selected" takes. */
export interface FileSelection {
  selected: ReadonlySet<File>;
  onToggle: (file: File) => void;
}

/** The caption under each photo (what it shows), kept by the input screen. */
export interface PhotoCaptions {
  of: (file: File) => string;
  onChange: (file: File, text: string) => void;
}

interface SelectedFilesProps {
  files: File[];
  onRemove: (index: number) => void;
  disabled?: boolean;
  selection?: FileSelection;
  captions?: PhotoCaptions;
  /** Actions on the whole list (select all, download), shown under its heading. */
  toolbar?: ReactNode;
}

/**
 * The files chosen so far: name, size and a remove button each; a checkbox each when
 * selectable; under each photo, its optional caption.
 */
export function SelectedFiles({
  files,
  onRemove,
  disabled = false,
  selection,
  captions,
  toolbar,
}: SelectedFilesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (files.length === 0) return null;
  return (
    <div className="grid grid-cols-1 gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        {t('analysis.upload.selected', { total: files.length })}
      </h3>
      {toolbar}
      <ul aria-labelledby={headingId} data-testid="selected-files" className="grid grid-cols-1 gap-2">
        {files.map((file, index) => (
          <SelectedFile
            key={`${file.name}-${file.size}-${file.lastModified}`}
            file={file}
            onRemove={() => onRemove(index)}
            disabled={disabled}
            selection={selection}
            captions={captions}
          />
        ))}
      </ul>
    </div>
  );
}

interface SelectedFileProps {
  file: File;
  onRemove: () => void;
  disabled: boolean;
  selection?: FileSelection;
  captions?: PhotoCaptions;
}

function SelectedFile({ file, onRemove, disabled, selection, captions }: SelectedFileProps) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  return (
    <li
      data-testid="selected-file"
      className="grid gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2"
    >
      <div className="flex items-center gap-3">
        {selection && (
          // The label widens the touch target to 44 px around a normal-size checkbox.
          <label className="-my-1 -ml-1 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center">
            <input
              type="checkbox"
              data-testid="file-checkbox"
              checked={selection.selected.has(file)}
              onChange={() => selection.onToggle(file)}
              aria-label={t('capture.files.select', { name: file.name })}
              className="size-5 rounded border-slate-300 accent-brand-700"
            />
          </label>
        )}
        <span className="min-w-0 flex-1">
          <span id={nameId} className="block truncate text-sm font-medium text-slate-900" title={file.name}>
            {file.name}
          </span>
          <span className="block text-xs text-slate-500">{formatFileSize(file.size, i18n.language)}</span>
        </span>
        <button
          type="button"
          onClick={onRemove}
          disabled={disabled}
          aria-label={t('analysis.upload.remove', { name: file.name })}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-50"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            className="size-5"
          >
            <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {captions && isPhoto(file.name) && (
        <PhotoCaptionField
          value={captions.of(file)}
          onChange={(text) => captions.onChange(file, text)}
          disabled={disabled}
          photoNameId={nameId}
        />
      )}
    </li>
  );
}
