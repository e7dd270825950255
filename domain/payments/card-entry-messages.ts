/** What the shopper is told when live-mode card entry cannot go on (the card-entry adapters and the checkout page). */

/** Shown whenever a provider's script or card fields cannot be brought up (network, blocker, timeout, bad key). */
export const CARD_FORM_UNAVAILABLE = 'The secure card form could not be loaded. Please try again or call the dealer.'
export const NAME_NEEDED = 'Please enter the name on the card.'
export const CHECK_CARD = 'Please check your card details.'
export const EXPIRY_NEEDED = 'Please enter a valid expiry date (MM/YY).'
export const VERIFY_FAILED = 'Your bank could not verify this payment. Please try again or use another card.'
