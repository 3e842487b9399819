import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { sonnerLoaded } from '../../lib/toast';

/**
 * sonner's Toaster, mounted in the browser once the first toast has fetched sonner (lib/toast.ts), which then shows
 * that toast. A page nobody interacts with never downloads it. The server renders nothing here, and neither does
 * the first client render, so hydration matches.
 */
export function Toaster() {
  const [SonnerToaster, setSonnerToaster] = useState<ComponentType<ToasterProps>>();

  useEffect(() => {
    let live = true;
    void sonnerLoaded.then((module) => {
      if (live) setSonnerToaster(() => module.Toaster);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!SonnerToaster) return null;
  // Plain toasts: sonner's richColors success green fails WCAG AA contrast (4.25:1).
  return <SonnerToaster position="top-center" closeButton duration={4000} />;
}
