import { plural, t } from '@lingui/core/macro';

/** What screen readers hear after the icon's name: ", 1 item in cart" / ", 3 items in cart" / ", no items in cart". */
function countWords(count: number, where: 'cart' | 'wishlist'): string {
  if (where === 'cart') {
    return count <= 0 ? t`, no items in cart` : plural(count, { one: ', # item in cart', other: ', # items in cart' });
  }
  return count <= 0
    ? t`, no items in wishlist`
    : plural(count, { one: ', # item in wishlist', other: ', # items in wishlist' });
}

/** The little number on the header's wishlist and cart icons; nothing at 0, "99+" past 99. */
export function CountBadge({ count, where }: { count: number; where: 'cart' | 'wishlist' }) {
  if (count <= 0) return <span className="sr-only">{countWords(count, where)}</span>;
  return (
    <span className="absolute -right-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-clay px-1 text-[11px] font-bold leading-none text-white ring-2 ring-paper">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{countWords(count, where)}</span>
    </span>
  );
}
