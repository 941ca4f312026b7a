import type { TFunction } from 'i18next';
import { toast } from '@/components/ui/use-toast';
import { formatFileSize } from '#shared/file-size';
import type { CompressionOutcome } from './compress-image';
import { MOBILE_VIEWPORT_PX } from './compression-rules';

/** How long the saving is shown: 3 s, or 4 s as the phone notice. */
const DESKTOP_TOAST_MS = 3_000;
const MOBILE_TOAST_MS = 4_000;

/**
 * Tells the user what compression did: the saving when above 10 % (on a phone, as a notice
 * that mentions mobile data), or a warning that some originals are sent as they are.
 */
export function announceCompression(t: TFunction, language: string, outcome: CompressionOutcome): void {
  if (outcome.failed > 0) {
    toast({
      title: t('capture.compression.failedTitle'),
      description: t('capture.compression.failedBody', { total: outcome.failed }),
    });
    return;
  }
  const { summary } = outcome;
  if (!summary.announce) return;
  const mobile = window.innerWidth < MOBILE_VIEWPORT_PX;
  toast({
    title: t('capture.compression.saved', {
      total: summary.count,
      saved: formatFileSize(summary.savedBytes, language),
      percent: summary.percent,
    }),
    description: mobile ? t('capture.compression.mobileNotice') : undefined,
    duration: mobile ? MOBILE_TOAST_MS : DESKTOP_TOAST_MS,
  });
}
