import { use, useId, useState, useSyncExternalStore } from 'react'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { ChatConversationPort } from '@domain/ports/chat.port.ts'
import { browserChat } from '../../client/ports.ts'

/**
 * The chat's open panel and its conversation, in a file of their own: the widget (ChatWidget.tsx) is in every page's
 * first script and shows only the launcher, and this file loads at the shopper's first interaction, so a page that
 * is never touched does not pay for a conversation nobody opens.
 */

/** One conversation per site for the page's life: minimising and reopening the panel keeps its messages. */
const conversations = /* @__PURE__ */ new WeakMap<PublicSite, Promise<ChatConversationPort>>()

function conversationOf(site: PublicSite): Promise<ChatConversationPort> {
  let chat = conversations.get(site)
  if (!chat) {
    chat = browserChat({
      greeting: `Hi, welcome to ${site.name}. How can we help?`,
      data: { provider: site.analytics.chat_provider },
    })
    conversations.set(site, chat)
  }
  return chat
}

export function ChatPanel({ site, onClose }: { site: PublicSite; onClose: () => void }) {
  // the widget's Suspense shows the launcher while the conversation's code arrives
  const chat = use(conversationOf(site))
  const messages = useSyncExternalStore(chat.subscribe, chat.messages, chat.messages)
  const [text, setText] = useState('')
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const id = useId()
  const wrote = messages.some((m) => m.from === 'visitor')
  return (
    <section className="chat-panel" role="dialog" aria-modal="false" aria-labelledby={`${id}-title`} data-chat="panel">
      <header>
        <h2 id={`${id}-title`} style={{ fontSize: 16, margin: 0 }}>
          Chat with {site.name}
        </h2>
        <button type="button" onClick={onClose} aria-label="Minimise chat">
          ×
        </button>
      </header>
      <ol className="chat-panel__log" aria-live="polite">
        {messages.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows: a message's place in it is its identity
          <li key={i} className={m.from === 'visitor' ? 'is-me' : undefined}>
            {m.text}
          </li>
        ))}
      </ol>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          chat.send(text)
          setText('')
        }}
      >
        <label htmlFor={`${id}-message`}>Your message</label>
        <textarea id={`${id}-message`} rows={2} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className="btn">
          Send
        </button>
      </form>
      {wrote ? (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            chat.leaveDetails({ name, phone })
          }}
        >
          <label htmlFor={`${id}-name`}>Your name</label>
          <input id={`${id}-name`} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          <label htmlFor={`${id}-phone`}>Your phone</label>
          <input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
          <button type="submit" className="btn btn--ghost">
            Call me back
          </button>
        </form>
      ) : null}
    </section>
  )
}
