import { renderToString } from 'react-dom/server'
import {
  RouterServer,
  defineHandlerCallback,
  getSsrStatus,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server'
import { paintedAnswer } from './paint-first.ts'
import { log } from '../ops/log.ts'

/** React's mark of a Suspense boundary whose content it left to the browser. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->'

/**
 * Start's page render (web/server.ts), whole: React renders the page to one string and the router adds its
 * serialised state to it. Every step after the render needs the whole page anyway (the Content-Security-Policy
 * hashes its inline scripts before the header goes out), so React's stream only added web-stream work per chunk,
 * and an encode and a decode of every byte, for nothing. What a string render changes: a component that suspends
 * while rendering (React.lazy, a suspending query) gets its Suspense fallback in the HTML and renders in the
 * browser, where the stream waited for it. No page does: the app's two lazy parts (the lead form in its dialog, the
 * finance disclaimer's popover) mount only when a shopper opens them, and loaders finish before the render. A page
 * that does is logged, so it is seen. The paint-first rewrite (paint-first.ts) is done here, on the render's string,
 * so the page's answer is made once.
 */
export const renderPage = defineHandlerCallback(async ({ router, responseHeaders }) => {
  try {
    const html = await transformHtmlStringWithRouter(router, renderToString(<RouterServer router={router} />))
    if (html.includes(CLIENT_RENDERED_BOUNDARY))
      log.warn(
        { path: router.latestLocation.pathname },
        'part of the page was left to the browser: a component suspended while rendering',
      )
    return paintedAnswer(html, { status: getSsrStatus(router), statusText: '', headers: responseHeaders })
  } finally {
    router.serverSsr?.cleanup()
  }
})
