import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { apiErrorText } from '@/lib/api-error-text';

interface LoadFailedProps {
  error: unknown;
  fallback: string;
  onRetry: () => void;
  retrying: boolean;
  testId?: string;
}

/** A list that could not be loaded: why, and a way to try again. */
export function LoadFailed({ error, fallback, onRetry, retrying, testId }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <FormAlert>
        <p>{apiErrorText(t, error, fallback)}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={onRetry}
          loading={retrying}
          className="justify-self-start"
        >
          {t('profile.retry')}
        </Button>
      </FormAlert>
    </div>
  );
}
