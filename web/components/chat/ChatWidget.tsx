import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react'
import { useRouterState } from '@tanstack/react-router'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { ChatConversationPort as DemoChat, ChatState } from '@domain/ports/chat.port.ts'
import { browserChat } from '../../client/ports.ts'
import { chatStateFor, hasChat } from './chat-visibility.ts'

/**
 * The chat widget: the local demo conversation (no third party in demo and mock; a live provider's script is
 * loaded by the third-party loader instead). Hidden, shown (a launcher button) or opened (the panel); hidden on
 * checkout pages where the site says so. Mount once in the shell.
 */
export function ChatWidget({ site }: { site: PublicSite }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const pageState = chatStateFor(site, pathname)
  const chat = useMemo<DemoChat | null>(
    () => (hasChat(site) ? browserChat({ initial: site.chat.initial, greeting: `Hi, welcome to ${site.name}. How can we help?`, data: { provider: site.analytics.chat_provider } }) : null),
    [site],
  )
  // a page that hides the widget wins; leaving it brings back the state the visitor left it in
  const [visitorState, setVisitorState] = useState<ChatState | null>(null)
  const state: ChatState = pageState === 'hidden' ? 'hidden' : (visitorState ?? pageState)
  useEffect(() => { chat?.setState(state) }, [chat, state])
  if (!chat || state === 'hidden') return null
  return state === 'opened'
    ? <ChatPanel chat={chat} siteName={site.name} onClose={() => setVisitorState('shown')} />
    : <button type="button" className="btn btn--accent chat-launcher" data-chat="launcher" onClick={() => setVisitorState('opened')}>Chat with us</button>
}

function ChatPanel({ chat, siteName, onClose }: { chat: DemoChat; siteName: string; onClose: () => void }) {
  const messages = useSyncExternalStore(chat.subscribe, chat.messages, chat.messages)
  const [text, setText] = useState('')
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const id = useId()
  const wrote = messages.some((m) => m.from === 'visitor')
  return (
    <section className="chat-panel" role="dialog" aria-modal="false" aria-labelledby={`${id}-title`} data-chat="panel">
      <header>
        <h2 id={`${id}-title`} style={{ fontSize: 16, margin: 0 }}>Chat with {siteName}</h2>
        <button type="button" onClick={onClose} aria-label="Minimise chat">×</button>
      </header>
      <ol className="chat-panel__log" aria-live="polite">
        {messages.map((m, i) => <li key={i} className={m.from === 'visitor' ? 'is-me' : undefined}>{m.text}</li>)}
      </ol>
      <form onSubmit={(e) => { e.preventDefault(); chat.send(text); setText('') }}>
        <label htmlFor={`${id}-message`}>Your message</label>
        <textarea id={`${id}-message`} rows={2} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className="btn">Send</button>
      </form>
      {wrote ? (
        <form onSubmit={(e) => { e.preventDefault(); chat.leaveDetails({ name, phone }) }}>
          <label htmlFor={`${id}-name`}>Your name</label>
          <input id={`${id}-name`} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          <label htmlFor={`${id}-phone`}>Your phone</label>
          <input id={`${id}-phone`} type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
          <button type="submit" className="btn btn--ghost">Call me back</button>
        </form>
      ) : null}
    </section>
  )
}
