/** The seed's description preview: the first 100 characters and "...". */
export const previewText = (text: string, length = 100): string => (text.length > length ? `${text.slice(0, length)}...` : text);

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 22, 2026, 9:00 AM" in the shopper's own time zone. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
