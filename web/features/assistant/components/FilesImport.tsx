import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LIBRARY_MAX_BYTES } from '#shared/schemas/analysis';
import { formatFileSize } from '#shared/file-size';
import { acceptOf } from '../library-files';
import { FilePickerButton } from './FilePickerButton';
import { UploadProgress } from './UploadProgress';

interface FilesImportProps {
  onPick: (files: File[]) => void;
  /** The upload under way into Imported Files (0-100), or null. */
  percent: number | null;
  language: string;
}

/** Adds workplace files (documents, photos) to Imported Files at once. */
export function FilesImport({ onPick, percent, language }: FilesImportProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <FilePickerButton
          accept={acceptOf('files')}
          onPick={onPick}
          disabled={percent !== null}
          describedBy={hintId}
          testId="files-import-input"
        >
          {t('assistant.files.import')}
        </FilePickerButton>
        <p id={hintId} className="text-xs text-slate-500">
          {t('assistant.files.importHint', { limit: formatFileSize(LIBRARY_MAX_BYTES, language) })}
        </p>
      </div>
      {percent !== null && <UploadProgress percent={percent} />}
    </div>
  );
}
