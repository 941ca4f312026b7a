import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/Button';

interface RedirectCountdownFooterProps {
  /** Where the page goes by itself, and where the link goes now. */
  to: string;
  /** "Redirecting in N seconds…", in the page's own words. */
  countdown: string;
  continueLabel: string;
}

/** The footer of a success card that leaves by itself: the time left, and a link to go now. */
export function RedirectCountdownFooter({ to, countdown, continueLabel }: RedirectCountdownFooterProps) {
  return (
    <>
      <p className="text-sm text-slate-500" data-testid="redirect-countdown">
        {countdown}
      </p>
      <Link to={to} replace className={buttonClasses('primary', 'lg', 'w-full')}>
        {continueLabel}
      </Link>
    </>
  );
}
