import type * as SonnerModule from 'sonner';
import { translateContractMessage } from './i18n';

/**
 * Toasts, with sonner kept off the first load (about 10 KiB of gzipped script that a freshly opened page does not
 * need): the library is fetched when the first toast is shown, and components/ui/toaster.tsx mounts the Toaster
 * then. That toast is not lost: sonner shows a Toaster its active toasts when it subscribes.
 */
type Sonner = typeof SonnerModule;
type ExternalToast = SonnerModule.ExternalToast;

let sonner: Promise<Sonner> | undefined;
let announceLoaded: (module: Sonner) => void = () => {};

/** Settles once the first toast has fetched sonner. */
export const sonnerLoaded = new Promise<Sonner>((resolve) => (announceLoaded = resolve));

function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').then((module) => {
    announceLoaded(module);
    return module;
  });
  return sonner;
}

type Kind = 'success' | 'error' | 'info' | 'warning';

/** A toast's text is often a contract constant (CART_MESSAGES, ...): it is shown in the page's language. */
function show(kind: Kind, message: string, options?: ExternalToast) {
  const text = translateContractMessage(message);
  void loadSonner().then(({ toast: sonnerToast }) => sonnerToast[kind](text, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
};
