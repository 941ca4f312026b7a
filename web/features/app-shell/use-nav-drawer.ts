import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** From this width the navigation is a sidebar; below it, a drawer (the spec's 768, Tailwind's md). */
const SIDEBAR_QUERY = '(min-width: 768px)';

/**
 * The phone drawer of the app's navigation: opened by the header's menu button, it takes the focus
 * (the page behind is inert); Escape, the backdrop, its close button or a followed link close it,
 * and the focus goes back to the menu button. Growing to the sidebar's width closes it too.
 */
export function useNavDrawer() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(false);

  // A link followed closes the drawer.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) {
      if (wasOpen.current) toggleRef.current?.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    const drawer = drawerRef.current;
    (drawer?.querySelector<HTMLElement>('[aria-current="page"]') ?? drawer?.querySelector('a'))?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const wide = window.matchMedia(SIDEBAR_QUERY);
    const onResize = () => {
      if (wide.matches) setOpen(false);
    };
    // The page behind does not scroll under the drawer.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', onResize);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onResize);
    };
  }, [open]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close, toggleRef, drawerRef };
}
