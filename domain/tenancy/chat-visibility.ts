import type { ChatState } from '../ports/chat.port.ts'
import type { PublicSite } from './public-site.schema.ts'
import { isCheckoutPath } from '../links/checkout-path.ts'

/** Whether the tenant has a chat or bot widget at all. */
export const hasChat = (site: Pick<PublicSite, 'analytics'>): boolean =>
  site.analytics.chat_provider != null && site.analytics.chat_provider !== ''

/**
 * The widget's state on a page (SPEC §2): hidden without a provider and on checkout pages where the site hides
 * it there; else the site's initial state.
 */
export function chatStateFor(site: Pick<PublicSite, 'analytics' | 'chat'>, pathname: string): ChatState {
  if (!hasChat(site)) return 'hidden'
  if (site.chat.hide_on_checkout && isCheckoutPath(pathname)) return 'hidden'
  return site.chat.initial
}
