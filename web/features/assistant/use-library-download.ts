import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryItem } from '#shared/schemas/assistant';
import { toast } from '@/components/ui/use-toast';
import { pdfFileName } from '@/features/reports';
import { apiFile } from '@/lib/api-client';
import { apiErrorText } from '@/lib/api-error-text';
import { saveBlob } from '@/lib/save-blob';
import { itemPath, type Collection } from './library-collections';

/**
 * Downloads a library document under its own name: the route answers with a short-lived link to
 * storage (303), which fetch follows. `downloading` names the one under way; a failure is told.
 */
export function useLibraryDownload() {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = useCallback(
    async (collection: Collection, item: LibraryItem) => {
      setDownloading(item.id);
      try {
        const { blob, contentDisposition } = await apiFile(
          `${itemPath(collection, item.id)}/download`,
          '*/*',
        );
        saveBlob(blob, pdfFileName(contentDisposition, item.name));
      } catch (error) {
        toast({
          title: t('assistant.item.downloadFailed'),
          description: apiErrorText(t, error, t('formErrors.unexpected')),
          variant: 'destructive',
        });
      } finally {
        setDownloading(null);
      }
    },
    [t],
  );
  return { download, downloading };
}
