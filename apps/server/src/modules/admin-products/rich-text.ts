import sanitizeHtml from 'sanitize-html';

/**
 * The product's detailed description is HTML from the admin's editor (Quill 2, toolbar of spec §9: headings 1-3,
 * bold, italic, underline, lists, text and background colour, clean). It is shown to every shopper, so it is
 * cleaned on every write with an allowlist (decision 010): only what that editor produces survives, everything else
 * (script, style, iframe, forms, event attributes, javascript: and data: URLs, CSS beyond two colours) is dropped.
 * The product page cleans it once more with DOMPurify before showing it (architecture §2: two walls).
 */

/** Quill's colour palette writes `#rrggbb`; a browser may hand it back as `rgb(r, g, b)`. Nothing else is a colour. */
const COLOUR = [/^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i];

/** Spec §5: the editor's links may be http, https, mailto or tel. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** Images in the text: an http(s) address or a file this server stored (never data:, never another path). */
const IMAGE_SOURCE = /^(?:https?:\/\/[^\s"'<>]+|\/uploads\/(?!.*\.\.)[\w\-./]+)$/i;

const TEXT_BLOCKS = ['p', 'h1', 'h2', 'h3', 'blockquote', 'pre', 'li'];

/** Quill's layout classes (list nesting, alignment); every other class is dropped. */
const QUILL_CLASSES = [
  'ql-indent-1',
  'ql-indent-2',
  'ql-indent-3',
  'ql-indent-4',
  'ql-indent-5',
  'ql-indent-6',
  'ql-indent-7',
  'ql-indent-8',
  'ql-align-center',
  'ql-align-right',
  'ql-align-justify',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...TEXT_BLOCKS, 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'ul', 'ol', 'a', 'img', 'code'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    span: ['style'],
    strong: ['style'],
    em: ['style'],
    u: ['style'],
    ...Object.fromEntries(TEXT_BLOCKS.map((tag) => [tag, ['class']])),
  },
  allowedClasses: Object.fromEntries(TEXT_BLOCKS.map((tag) => [tag, QUILL_CLASSES])),
  allowedStyles: { '*': { color: COLOUR, 'background-color': COLOUR } },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//evil.example/x` would take the page's scheme: an address on another host in disguise.
  allowProtocolRelative: false,
  // Script, style and the like are dropped with their text, not left as visible code.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open in a new tab and give the target page no handle on this one.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        target: '_blank',
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SOURCE.test(frame.attribs.src ?? ''),
  // Spec §5: "javascript:" is removed from the text too, not only from links.
  textFilter: (text) => text.replace(/j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/gi, ''),
};

/** Cleans the editor's HTML for storing; empty editor content (`<p><br></p>`) becomes ''. */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return /^(?:<p>(?:<br \/>|\s|&nbsp;)*<\/p>\s*)*$/i.test(clean) ? '' : clean;
}
