import { useEffect, useState } from 'react';

/**
 * A product's rich description, sanitized again in the browser (architecture §2) with DOMPurify, which is loaded
 * only here and after the page has hydrated: it needs a DOM (the server renders without it), and the first frame of
 * a product page does not need it (the description sits in the Details tab, below the purchase panel).
 */
export function RichDescription({ html }: { html: string }) {
  const [clean, setClean] = useState('');
  useEffect(() => {
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
  }, [html]);
  if (!clean) return null;
  return <div className="prose-kala mt-4 max-w-3xl" dangerouslySetInnerHTML={{ __html: clean }} />;
}
