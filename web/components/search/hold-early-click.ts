/*
 * Kept apart from the home search (HomeSearchWidget.tsx): every page's shell names this script, so whatever sits in
 * its module is in the first script of every page.
 */

/**
 * Inline in every page's head: a plain click on a link marked `data-hold-early-click` before the page has hydrated
 * (the shell marks `<html data-hydrated>`) is not followed by the browser, whose address is the one the server wrote
 * before the shopper's choices (the home search's 'Show Me'), but held, marked `data-held-click`; the component that
 * owns the link follows it once the app has taken over the choices made meanwhile. Modified clicks (a new tab or
 * window) are the browser's.
 */
export const HOLD_EARLY_CLICK =
  "document.addEventListener('click',function(e){var t=e.target,a=t instanceof Element&&t.closest('a[data-hold-early-click]');" +
  "if(a&&e.button===0&&!e.metaKey&&!e.ctrlKey&&!e.shiftKey&&!e.altKey&&document.documentElement.getAttribute('data-hydrated')!=='true'){" +
  "e.preventDefault();a.setAttribute('data-held-click','')}},true)"
