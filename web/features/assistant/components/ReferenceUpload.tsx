import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '#shared/file-size';
import { LIBRARY_MAX_BYTES } from '#shared/schemas/analysis';
import { Input } from '@/components/ui/Input';
import { acceptOf, type LibraryPicker } from '../library-files';
import { FilePickerButton } from './FilePickerButton';
import { UploadProgress } from './UploadProgress';

type Tile = Exclude<LibraryPicker, 'files'>;

const TILES: { tile: Tile; icon: ReactNode }[] = [
  { tile: 'pdf', icon: <path d="M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6" /> },
  { tile: 'word', icon: <path d="M5 4h14v16H5zM8 8l1.5 8L12 10l2.5 6L16 8" /> },
  { tile: 'photos', icon: <path d="M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01" /> },
  { tile: 'handwritten', icon: <path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4M4 20l16 0" /> },
];

interface ReferenceUploadProps {
  /** The category recorded with the files (empty: "general"). */
  onPick: (picker: Tile, files: File[], category: string) => void;
  percent: number | null;
  language: string;
}

/** The Regulatory References tab's upload tiles (spec 2.4): PDF, Word, photos, handwritten text. */
export function ReferenceUpload({ onPick, percent, language }: ReferenceUploadProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [category, setCategory] = useState('');
  return (
    <div className="grid gap-3">
      <div className="max-w-sm">
        <Input
          label={t('assistant.references.category')}
          value={category}
          maxLength={80}
          onChange={(event) => setCategory(event.target.value)}
          placeholder={t('assistant.references.categoryPlaceholder')}
          data-testid="reference-category"
        />
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        {t('assistant.references.hint', { limit: formatFileSize(LIBRARY_MAX_BYTES, language) })}
      </p>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {TILES.map(({ tile, icon }) => (
          <FilePickerButton
            key={tile}
            accept={acceptOf(tile)}
            onPick={(files) => onPick(tile, files, category.trim())}
            disabled={percent !== null}
            describedBy={hintId}
            testId={`reference-${tile}-input`}
            className="min-h-20 flex-col gap-1 rounded-xl px-2 py-3"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.7"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="size-6 text-brand-700"
            >
              {icon}
            </svg>
            <span>{t(`assistant.references.tiles.${tile}`)}</span>
            <span className="text-xs font-normal text-slate-500">
              {t(`assistant.references.tileTypes.${tile}`)}
            </span>
          </FilePickerButton>
        ))}
      </div>
      {percent !== null && <UploadProgress percent={percent} />}
    </div>
  );
}
