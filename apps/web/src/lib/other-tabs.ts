/**
 * Tells the shopper's other tabs of this store that something they show has changed (the cart, the wishlist), so
 * their header counts and pages refresh without a reload. A BroadcastChannel, opened on first use (never during the
 * server render); browsers without one fall back on the refresh when a tab is shown again (the count queries
 * refetch on focus).
 */
export type SharedTopic = 'cart' | 'wishlist';

const CHANNEL_NAME = 'kala:changes';
let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof window !== 'undefined' && 'BroadcastChannel' in window ? new BroadcastChannel(CHANNEL_NAME) : null;
  }
  return channel;
}

export function tellOtherTabs(topic: SharedTopic) {
  open()?.postMessage(topic);
}

/** Calls `listener` with each topic another tab changed; returns the unsubscribe. */
export function onOtherTabs(listener: (topic: SharedTopic) => void): () => void {
  const current = open();
  if (!current) return () => {};
  const onMessage = (event: MessageEvent) => {
    if (event.data === 'cart' || event.data === 'wishlist') listener(event.data);
  };
  current.addEventListener('message', onMessage);
  return () => current.removeEventListener('message', onMessage);
}
