/**
 * A range as the site writes it: '$5,000 to $20,000'. Words rather than an en dash, which a screen reader may read
 * as "dash", and ASCII because one character beyond Latin-1 anywhere in a page makes V8 hold the whole rendered
 * page as a two-byte string: twice the bytes, which for a listing passes the size V8 collects young, so every
 * render waits on a full garbage collection.
 */
export const rangeText = (low: string, high: string): string => `${low} to ${high}`
