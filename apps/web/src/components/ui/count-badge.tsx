/** The little number on the header's wishlist and cart icons; nothing at 0, "99+" past 99. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return <span className="sr-only">{`, no ${label}`}</span>;
  return (
    <span className="absolute -right-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-clay px-1 text-[11px] font-bold leading-none text-white ring-2 ring-paper">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{`, ${count} ${label}`}</span>
    </span>
  );
}
