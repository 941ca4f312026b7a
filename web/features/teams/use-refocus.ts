import { useEffect, useRef, useState } from 'react';

/**
 * After a confirmed action removes the button the user was on (a revoked member has no revoke
 * button): once the dialog has closed (its own effect runs first), the focus goes to `ref`
 * rather than being lost.
 */
export function useRefocusAfterDialog<T extends HTMLElement>(dialogOpen: boolean) {
  const ref = useRef<T>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending || dialogOpen) return;
    ref.current?.focus();
    setPending(false);
  }, [pending, dialogOpen]);
  return { ref, refocus: () => setPending(true) };
}
