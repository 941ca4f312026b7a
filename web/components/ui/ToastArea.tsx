import { lazy, Suspense, useState } from 'react';
import { useToast } from './use-toast';

/** Radix's toast code loads with the first toast, not with every page: most first visits show none. */
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/** The app's toast area: mounts the Toaster once a toast is shown, and keeps it from then on. */
export function ToastArea() {
  const { current } = useToast();
  const [used, setUsed] = useState(false);
  if (current && !used) setUsed(true);
  return used ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
