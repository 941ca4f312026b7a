import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Goes to `to` after `delayMs` (nothing while `to` is null), replacing the current page
 * in the history; the timer stops if the page goes away first.
 */
export function useRedirectAfter(to: string | null, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === null) return;
    const timer = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [to, delayMs, navigate]);
}

/** A redirect decided by an event (a form was answered): `leaving` is true once it is scheduled. */
export function useScheduledRedirect() {
  const [target, setTarget] = useState<{ to: string; delayMs: number } | null>(null);
  useRedirectAfter(target?.to ?? null, target?.delayMs ?? 0);
  return {
    leaving: target !== null,
    redirectAfter: (to: string, delayMs: number) => setTarget({ to, delayMs }),
  };
}

/** A redirect after `seconds`, with the whole seconds left for a visible countdown. */
export function useCountdownRedirect(to: string | null, seconds: number): number {
  const [elapsed, setElapsed] = useState(0);
  useRedirectAfter(to, seconds * 1000);
  useEffect(() => {
    if (to === null) return;
    const startedAt = Date.now();
    const tick = window.setInterval(() => setElapsed(Math.floor((Date.now() - startedAt) / 1000)), 250);
    return () => window.clearInterval(tick);
  }, [to]);
  return Math.max(0, seconds - elapsed);
}
