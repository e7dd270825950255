/** Car checkout steps: /{base}/{slug}/checkout and the buy-online page. */
export const isCheckoutPath = (pathname: string): boolean => /\/[^/]+\/(checkout|buy-online)\/?$/.test(pathname)
