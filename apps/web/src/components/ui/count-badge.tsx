import { plural } from '../../lib/format';

/**
 * The little number on the header's wishlist and cart icons; nothing at 0, "99+" past 99. Screen readers hear
 * ", 1 item in cart" / ", 3 items in cart" / ", no items in cart" (`where` is "in cart").
 */
export function CountBadge({ count, where }: { count: number; where: string }) {
  if (count <= 0) return <span className="sr-only">{`, no items ${where}`}</span>;
  return (
    <span className="absolute -right-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-clay px-1 text-[11px] font-bold leading-none text-white ring-2 ring-paper">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{`, ${plural(count, 'item')} ${where}`}</span>
    </span>
  );
}
