import { t } from '@lingui/core/macro';
import { useEffect } from 'react';

const STORE = 'Kala';

function setDescription(content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * The page's title and meta description while it is shown (search engines that run scripts, shared tabs and the
 * browser history read them). Product pages also get them from the server (apps/server/src/modules/seo).
 */
export function usePageMeta(title: string | undefined, description?: string) {
  useEffect(() => {
    if (!title) return;
    // In the page's language (issue 28); the store's default description when the page gives none.
    const tagline = t`Handmade Indian art and home decor`;
    document.title = title === STORE ? `${STORE} · ${tagline}` : `${title} · ${STORE}`;
    setDescription(
      description ??
        t`Handmade boho art, mandala, terracotta, lippan art and minimal art from Indian artisans, priced in rupees.`,
    );
  }, [title, description]);
}
