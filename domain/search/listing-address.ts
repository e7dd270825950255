// Bounds on what a listing reads of an address: anything the browser sends is cut to these before the codec.

/** Cap on what a listing reads of a query string: far past any real filter set (99 values × a few facets). */
export const MAX_SEARCH_CHARS = 16_384

/** Cap on a listing path. */
export const MAX_PATH_CHARS = 2048
