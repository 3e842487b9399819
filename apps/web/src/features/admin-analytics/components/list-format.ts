/** When something was sent: en-US date and time in India's time, the store's calendar ("March 3, 2025, 3:30 PM"). */
const when = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

export const formatWhen = (iso: string) => when.format(new Date(iso));
