/*
 * Kept apart from the engine's typed-values reader (typed-values.ts, loaded with the lead form engine): every page's
 * shell names this script, so whatever sits in its module is in the first script of every page.
 */

/**
 * Inline in every page's head, before any form: a lead form submitted before the app has taken it over (the engine
 * marks its form `data-engine`) is not sent by the browser (that would be a GET with the shopper's details in the
 * address) but held, marked `data-held-submit`; the engine submits it through the normal path once loaded.
 */
export const HOLD_EARLY_SUBMIT =
  "document.addEventListener('submit',function(e){var f=e.target;" +
  "if(f instanceof HTMLFormElement&&f.hasAttribute('data-form-kind')&&!f.hasAttribute('data-engine')){" +
  "e.preventDefault();f.setAttribute('data-held-submit','')}},true)"
