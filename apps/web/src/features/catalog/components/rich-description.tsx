import { useEffect, useState } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';

/** Start loading the sanitizer a little before the description scrolls into view. */
const ROOT_MARGIN = '400px';

/**
 * A product's rich description, sanitized again in the browser (architecture §2) with DOMPurify, which is loaded
 * only here, after hydration and once the Details tab comes near the viewport: it needs a DOM (the server renders
 * without it), and a product page's first frame does not need it (the tab sits below the purchase panel).
 */
export function RichDescription({ html }: { html: string }) {
  const [anchor, near] = useNearViewport<HTMLDivElement>(ROOT_MARGIN);
  const [clean, setClean] = useState('');

  useEffect(() => {
    if (!near) return;
    let live = true;
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (!live) return;
      setClean(
        DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
          // The editor offers headings 1-3; under the tab's h2 they all read as h3, keeping the outline valid.
          .replace(/<(\/?)h[1-6]\b/gi, '<$1h3'),
      );
    });
    return () => {
      live = false;
    };
  }, [html, near]);

  if (!clean) return <div ref={anchor} />;
  return <div className="prose-kala mt-4 max-w-3xl" dangerouslySetInnerHTML={{ __html: clean }} />;
}
