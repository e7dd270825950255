import { afterEach, describe, expect, it } from 'vitest'
import { loadThirdPartyScripts } from './third-party.ts'
import {
  afterFirstInteraction,
  FIRST_INTERACTION_EVENTS,
  resetFirstInteraction,
  watchFirstInteraction,
} from './first-interaction.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'

afterEach(() => resetFirstInteraction())

/** Whether a caller that starts waiting now runs at once. */
function runsAtOnce(win: Window): boolean {
  let ran = false
  afterFirstInteraction(win, () => (ran = true))
  return ran
}

describe('first interaction', () => {
  it('runs once, at the first tap, click, key or wheel, and not for scrolling', () => {
    for (const type of FIRST_INTERACTION_EVENTS) {
      resetFirstInteraction()
      const win = new EventTarget() as unknown as Window
      let runs = 0
      afterFirstInteraction(win, () => runs++)
      win.dispatchEvent(new Event('scroll'))
      expect(runs).toBe(0)
      win.dispatchEvent(new Event(type))
      win.dispatchEvent(new Event(type))
      expect(runs).toBe(1)
    }
  })

  it('an interaction watched from the start counts for a caller that starts waiting after it', () => {
    const win = new EventTarget() as unknown as Window
    watchFirstInteraction(win)
    win.dispatchEvent(new Event('pointerdown'))
    expect(runsAtOnce(win)).toBe(true)
  })

  it('without an interaction, a watched page makes a later caller wait for one', () => {
    const win = new EventTarget() as unknown as Window
    watchFirstInteraction(win)
    let ran = false
    afterFirstInteraction(win, () => (ran = true))
    expect(ran).toBe(false)
    win.dispatchEvent(new Event('keydown'))
    expect(ran).toBe(true)
  })

  it('after an interaction, a later caller (a page navigated to in the app) runs at once', () => {
    const win = new EventTarget() as unknown as Window
    afterFirstInteraction(win, () => {})
    win.dispatchEvent(new Event('keydown'))
    expect(runsAtOnce(win)).toBe(true)
  })

  it('a cancelled wait never runs', () => {
    const win = new EventTarget() as unknown as Window
    let ran = false
    afterFirstInteraction(win, () => (ran = true))()
    win.dispatchEvent(new Event('pointerdown'))
    expect(ran).toBe(false)
  })
})

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
    loadThirdPartyScripts(site, 'live', page.doc, '/')
    expect(page.loaded()).toEqual([])
    for (const f of page.win.idle) f()
    expect(page.loaded()).toEqual(['gtm'])
    page.win.dispatchEvent(new Event('pointerdown'))
    expect(page.loaded()).toEqual(['gtm', 'chat', 'impel'])
  })

  it('a page left before any interaction loads no chat or widget', () => {
    const page = fakePage()
    const leave = loadThirdPartyScripts(site, 'live', page.doc, '/')
    leave()
    page.win.dispatchEvent(new Event('keydown'))
    for (const f of page.win.idle) f()
    expect(page.loaded()).toEqual([])
  })
})
