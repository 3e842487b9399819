/**
 * Images the server stores (uploads and the demo catalogue) are WebP files whose base name is `<name>.webp`,
 * 1200 px wide, with narrower siblings `<name>-w400.webp` and `<name>-w800.webp`. The web builds `srcset` from
 * this rule; images hosted elsewhere (Cloudinary) are used as they are.
 */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export const IMAGE_BASE_WIDTH = 1200;

export const variantName = (baseName: string, width: number): string =>
  width === IMAGE_BASE_WIDTH ? `${baseName}.webp` : `${baseName}-w${width}.webp`;

/** `srcset` for an image stored by the server, or undefined for any other URL. */
export function imageSrcSet(url: string): string | undefined {
  const match = /^(\/uploads\/.+)\.webp$/.exec(url);
  if (!match) return undefined;
  const base = match[1];
  return IMAGE_WIDTHS.map((w) => `${variantName(base ?? '', w)} ${w}w`).join(', ');
}
