import { STORE_TIME_ZONE } from '@kala/contract/analytics';

/** A moment in India's time, the store's own clock, whatever the admin's: "July 14, 2025, 4:30 PM India time". */
const day = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: STORE_TIME_ZONE,
});
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: STORE_TIME_ZONE });

export const formatIndiaTime = (iso: string) => {
  const at = new Date(iso);
  return `${day.format(at)}, ${time.format(at)} India time`;
};
