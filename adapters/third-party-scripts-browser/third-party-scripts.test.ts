import { describe, expect, it } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { createThirdPartyScripts, type AfterFirstInteraction } from './third-party-scripts.ts'

/** The first interaction as the browser's root watches it: a tap or a key on the window, once. */
const afterFirstInteraction: AfterFirstInteraction = (win, then) => {
  const once = () => {
    stop()
    then()
  }
  const stop = () => {
    win.removeEventListener('pointerdown', once)
    win.removeEventListener('keydown', once)
  }
  win.addEventListener('pointerdown', once)
  win.addEventListener('keydown', once)
  return stop
}
const scripts = createThirdPartyScripts(afterFirstInteraction)

/** A page with the least of the DOM the loader touches: scripts appended to the body, idle callbacks run on demand. */
function fakePage() {
  const win = new EventTarget() as EventTarget & { requestIdleCallback: (f: () => void) => void; idle: (() => void)[] }
  win.idle = []
  win.requestIdleCallback = (f) => void win.idle.push(f)
  const added: { src: string; dataset: { thirdParty?: string } }[] = []
  const doc = {
    readyState: 'complete',
    defaultView: win,
    location: { pathname: '/' },
    createElement: () => ({ async: false, src: '', dataset: {} }),
    querySelector: (selector: string) => added.find((s) => selector.includes(`"${s.dataset.thirdParty}"`)) ?? null,
    body: { appendChild: (el: (typeof added)[number]) => added.push(el) },
  }
  return { win, doc: doc as unknown as Document, loaded: () => added.map((s) => s.dataset.thirdParty) }
}

describe('third-party scripts wait for what they are for', () => {
  const site = makeSite({
    analytics: { gtm_id: 'GTM-DEMO001', chat_provider: 'livechat' },
    flags: { impel: true },
    third_party_keys: {
      chat_script: 'https://chat.example/w.js',
      impel_key: 'im-1',
      impel_script: 'https://impel.example/w.js',
    },
  })

  it('measurement loads when the page is idle; chat and widgets only at the first interaction', () => {
    const page = fakePage()
    scripts.load(site, 'live', page.doc, '/')
    expect(page.loaded()).toEqual([])
    for (const f of page.win.idle) f()
    expect(page.loaded()).toEqual(['gtm'])
    page.win.dispatchEvent(new Event('pointerdown'))
    expect(page.loaded()).toEqual(['gtm', 'chat', 'impel'])
  })

  it('a page left before any interaction loads no chat or widget', () => {
    const page = fakePage()
    const leave = scripts.load(site, 'live', page.doc, '/')
    leave()
    page.win.dispatchEvent(new Event('keydown'))
    for (const f of page.win.idle) f()
    expect(page.loaded()).toEqual([])
  })
})
