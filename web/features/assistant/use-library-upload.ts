import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '#shared/file-size';
import { LIBRARY_MAX_BYTES } from '#shared/schemas/analysis';
import { LIBRARY_LIMIT, type LibraryItem } from '#shared/schemas/assistant';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { apiErrorText, hasErrorCode } from '@/lib/api-error-text';
import { assistantKey } from './api/keys';
import { uploadToLibrary, type UploadDetails } from './api/upload-to-library';
import type { Collection } from './library-collections';
import { checkLibraryFiles, type LibraryPicker, type LibraryRejection } from './library-files';

/** The numbers of a refusal for a full library: the server's, or the screen's own count. */
interface LimitNumbers {
  adding: number;
  count: number;
  limit: number;
}

/** The numbers of a 409 libraryFull answer (the server's; the screen's own when one is missing). */
export function limitNumbers(error: ApiError, adding: number): LimitNumbers {
  const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return {
    adding: number(error.body.adding, adding),
    count: number(error.body.count, LIBRARY_LIMIT),
    limit: number(error.body.limit, LIBRARY_LIMIT),
  };
}

/** The spec's destructive toast for a library that cannot take the files (section 5). */
export function useLimitToast() {
  const { t } = useTranslation();
  return useCallback(
    (numbers: LimitNumbers) =>
      toast({
        title: t('assistant.limit.title'),
        description: t('assistant.limit.body', { ...numbers }),
        variant: 'destructive',
      }),
    [t],
  );
}

/** Files a picker does not take, each with its reason, in one destructive toast (none: nothing shown). */
export function useRejectionToast() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (rejected: readonly LibraryRejection[]) => {
      if (rejected.length === 0) return;
      const limit = formatFileSize(LIBRARY_MAX_BYTES, i18n.language);
      toast({
        title: t('assistant.upload.rejectedTitle'),
        description: rejected
          .map((rejection) =>
            t(`assistant.upload.rejected.${rejection.reason}`, { name: rejection.name, limit }),
          )
          .join(' '),
        variant: 'destructive',
      });
    },
    [i18n.language, t],
  );
}

export interface UploadRequest {
  collection: Collection;
  picker: LibraryPicker;
  files: Iterable<File>;
  details?: UploadDetails;
  /** The library's count as last listed: a choice that cannot fit is refused before it is sent. */
  count: number | null;
}

/**
 * Adds picked files to a collection, with the progress of the upload and a toast for every
 * outcome: added, refused types or sizes, the library's limit (spec section 5), any other failure.
 * Resolves with the added documents (none when refused).
 */
export function useLibraryUpload() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showLimit = useLimitToast();
  const [uploading, setUploading] = useState<{ collection: Collection; percent: number } | null>(null);

  const showRejected = useRejectionToast();

  const upload = useCallback(
    async ({ collection, picker, files, details = {}, count }: UploadRequest): Promise<LibraryItem[]> => {
      const { accepted, rejected } = checkLibraryFiles(files, picker);
      showRejected(rejected);
      if (accepted.length === 0) return [];
      if (count !== null && count + accepted.length > LIBRARY_LIMIT) {
        showLimit({ adding: accepted.length, count, limit: LIBRARY_LIMIT });
        return [];
      }
      setUploading({ collection, percent: 0 });
      try {
        const added = await uploadToLibrary(collection, accepted, details, (percent) =>
          setUploading({ collection, percent }),
        );
        toast({ title: t('assistant.upload.done', { number: added.length }) });
        return added;
      } catch (error) {
        if (error instanceof ApiError && hasErrorCode(error, 'libraryFull'))
          showLimit(limitNumbers(error, accepted.length));
        else
          toast({
            title: t('assistant.upload.failed'),
            description: apiErrorText(t, error, t('formErrors.unexpected')),
            variant: 'destructive',
          });
        return [];
      } finally {
        setUploading(null);
        void queryClient.invalidateQueries({ queryKey: assistantKey });
      }
    },
    [queryClient, showRejected, showLimit, t],
  );

  return { upload, uploading };
}
