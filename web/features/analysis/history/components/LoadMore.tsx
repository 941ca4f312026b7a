import { Button } from '@/components/ui/Button';
import { LoadFailed } from '../../components/LoadFailed';

interface LoadMoreProps {
  /** An infinite query's state (react-query). */
  query: {
    error: unknown;
    hasNextPage: boolean;
    isFetchNextPageError: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  label: string;
  failedText: string;
  testId: string;
}

/**
 * The foot of a paged list: "load more" while pages remain, or why the next page failed with a
 * retry (the pages already shown stay).
 */
export function LoadMore({ query, label, failedText, testId }: LoadMoreProps) {
  if (query.isFetchNextPageError)
    return (
      <LoadFailed
        error={query.error}
        fallback={failedText}
        onRetry={() => void query.fetchNextPage()}
        retrying={query.isFetchingNextPage}
      />
    );
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      onClick={() => void query.fetchNextPage()}
      loading={query.isFetchingNextPage}
      className="justify-self-center"
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
