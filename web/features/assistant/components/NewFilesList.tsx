import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '#shared/file-size';
import { formatCount } from '@/features/analysis';
import { acceptOf } from '../library-files';
import { FilePickerButton } from './FilePickerButton';

interface NewFilesListProps {
  files: readonly File[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  disabled: boolean;
  language: string;
}

/**
 * Files chosen for this question only (spec 2.4): added to Imported Files when the question is
 * sent, each with a button that takes it off before then.
 */
export function NewFilesList({ files, onAdd, onRemove, disabled, language }: NewFilesListProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <FilePickerButton
          accept={acceptOf('files')}
          onPick={onAdd}
          disabled={disabled}
          describedBy={hintId}
          testId="question-files-input"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            className="size-4"
          >
            <path
              d="m15 9-5.6 5.6a3 3 0 0 1-4.3-4.2l6-6a2 2 0 0 1 2.9 2.8l-6 6a1 1 0 0 1-1.4-1.4L12 6.4"
              strokeLinecap="round"
            />
          </svg>
          {t('assistant.ask.addFiles')}
        </FilePickerButton>
        <p id={hintId} className="text-xs text-slate-500">
          {t('assistant.ask.addFilesHint')}
        </p>
      </div>
      {files.length > 0 && (
        <div className="grid gap-1.5">
          <p className="text-sm font-medium text-slate-800">
            {t('assistant.ask.newFiles', { number: formatCount(files.length, language) })}
          </p>
          <ul className="grid gap-1.5" data-testid="new-files">
            {files.map((file, index) => (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}`}
                data-testid="new-file"
                className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white py-1 pr-1 pl-3"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-slate-900" title={file.name}>
                    {file.name}
                  </span>
                  <span className="block text-xs text-slate-500">{formatFileSize(file.size, language)}</span>
                </span>
                <button
                  type="button"
                  onClick={() => onRemove(index)}
                  disabled={disabled}
                  aria-label={t('assistant.ask.removeFile', { name: file.name })}
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
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
