/**
 * The addresses of the vendor scripts this app loads itself: the browser loads them from here, and the server's
 * Content-Security-Policy (web/server/http/csp-sources.ts) allows their origins from the same constants, so the two
 * cannot disagree.
 */

/** Google Tag Manager, with the tenant's `?id=GTM-…` */
export const GTM_JS = 'https://www.googletagmanager.com/gtm.js'
/** Google Analytics (gtag.js), with the tenant's `?id=G-…` */
export const GTAG_JS = 'https://www.googletagmanager.com/gtag/js'
/** the Meta (Facebook) pixel */
export const FB_PIXEL_JS = 'https://connect.facebook.net/en_US/fbevents.js'
/** Stripe requires Stripe.js from its own host, never bundled or self-hosted. */
export const STRIPE_JS = 'https://js.stripe.com/v3/'
/** PayWay's script (St George merchant facilities): its credit card frame holds every card field. */
export const PAYWAY_JS = 'https://api.payway.com.au/rest/v1/payway.js'
/** Till's payment.js (hosted fields) on the production gateway; the intent's `scriptUrl` names another (sandbox). */
export const TILL_PAYMENT_JS = 'https://gateway.tillpayments.com/js/integrated/payment.1.3.min.js'
/** Cloudflare Turnstile's widget script, rendered explicitly (no automatic scan of the page). */
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
