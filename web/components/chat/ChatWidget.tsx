import { lazy, Suspense, useEffect, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { ChatState } from '@domain/ports/chat.port.ts'
import { afterFirstInteraction } from '../../client/first-interaction.ts'
import { chatStateFor } from '@domain/tenancy/chat-visibility.ts'

import { browserStorage } from '../../client/storage.ts'

const loadPanel = () => import('./ChatPanel.tsx')

/** Set for the visit once the shopper minimises the chat: no later page opens it again by itself. */
export const CHAT_MINIMISED_KEY = 'chat_minimised'
/**
 * Where the open panel leaves the page's content readable beside it (the lg breakpoint, SPEC §9): a narrower
 * screen starts with the launcher, whatever the site's setting, as the panel would cover the title, price and form.
 */
const ROOM_FOR_PANEL = '(min-width: 992px)'
const ChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChatPanel })))

/**
 * The chat widget: the local demo conversation (no third party in demo and mock; a live provider's script is
 * loaded by the third-party loader instead). Hidden, shown (a launcher button) or opened (the panel, ChatPanel.tsx);
 * hidden on checkout pages where the site says so. Mount once in the shell. A site that starts it opened has it
 * open only where the page has room beside it, and once the shopper minimises it, it stays minimised on every
 * page of the visit.
 *
 * The page as sent, and as it hydrates, shows the launcher; the panel is drawn in the browser only, from a file of
 * its own fetched at the shopper's first interaction (or when a site's chat starts opened, once the page is up), as
 * a hosted chat's script would be: no page pays for a conversation before someone may use it.
 */
export function ChatWidget({ site }: { site: PublicSite }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const pageState = chatStateFor(site, pathname)
  // a page that hides the widget wins; leaving it brings back the state the visitor left it in
  const [visitorState, setVisitorState] = useState<ChatState | null>(null)
  const [mounted, setMounted] = useState(false)
  const state: ChatState = pageState === 'hidden' ? 'hidden' : (visitorState ?? pageState)
  const present = state !== 'hidden'
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load: the shopper's own choice, else room for it
  useEffect(() => {
    setMounted(true)
    const minimised = browserStorage('session')?.getItem(CHAT_MINIMISED_KEY) === 'yes'
    if (minimised || (pageState === 'opened' && !window.matchMedia(ROOM_FOR_PANEL).matches)) setVisitorState('shown')
  }, [])
  // the panel's code is fetched once the shopper touches the page, so opening it is then immediate
  useEffect(() => (present ? afterFirstInteraction(window, () => void loadPanel()) : undefined), [present])
  if (!present) return null
  const launcher = (
    <button
      type="button"
      className="btn btn--accent chat-launcher"
      data-chat="launcher"
      onClick={() => {
        browserStorage('session')?.removeItem(CHAT_MINIMISED_KEY)
        setVisitorState('opened')
      }}
    >
      Chat with us
    </button>
  )
  return state === 'opened' && mounted ? (
    <Suspense fallback={launcher}>
      <ChatPanel
        site={site}
        onClose={() => {
          browserStorage('session')?.setItem(CHAT_MINIMISED_KEY, 'yes')
          setVisitorState('shown')
        }}
      />
    </Suspense>
  ) : (
    launcher
  )
}
