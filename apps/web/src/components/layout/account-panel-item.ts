/** A row of the header's account menu: a link or a button (avatar-menu.tsx, account-panel.tsx). */
export const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm text-ink hover:bg-sand/70 focus-visible:bg-sand/70';
