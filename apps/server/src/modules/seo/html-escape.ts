/** Text safe inside an HTML element or a double- or single-quoted attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * JSON that can sit inside <script type="application/ld+json"> without ending it: `<` (so no `</script>` or
 * `<!--`), `>` and `&` become \u escapes, as do the two line separators JavaScript parsers once choked on.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Plain text from a short HTML or text field, for a meta description. */
export const plainText = (text: string, max = 160): string => {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/**
 * `html` with `text` inserted before the first `marker`, literally. Never `html.replace(marker, text)`: a string
 * replacement reads `$'`, `$&`, `$1` and `$$` in `text` as patterns, so a product named `Mandala $' print` would paste
 * the rest of the document into the head.
 */
export function insertBefore(html: string, marker: string, text: string): string {
  const at = html.indexOf(marker);
  return at < 0 ? html : `${html.slice(0, at)}${text}${html.slice(at)}`;
}
