import { expect, type Locator, type Page } from '@playwright/test'

/** The provider's widget script, at the address the site loads it from (the machine has no internet). */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
const isScript = (url: URL) => url.href === TURNSTILE_SCRIPT_URL

/**
 * A stand-in for Cloudflare's widget script with the same explicit-render API (`turnstile.render`, `reset`,
 * `remove`). Each widget draws a "Verify you are human" button; pressing it hands the form a fresh token starting
 * with the next of `prefixes` (the last one repeats) — the loopback siteverify (tests/live/support/fake-turnstile.ts)
 * passes `pass…`, refuses `bogus…` and is down for `down…`. What the page asked is kept in `window.__fakeTurnstile`.
 */
function fakeScript(prefixes: readonly string[]): string {
  return `(() => {
  const prefixes = ${JSON.stringify(prefixes)};
  const log = window.__fakeTurnstile = { renders: [], resets: 0, removes: 0, tokens: [] };
  const widgets = new Map();
  let next = 0;
  const draw = (id) => {
    const w = widgets.get(id);
    w.container.replaceChildren();
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Verify you are human';
    button.addEventListener('click', () => {
      const prefix = prefixes[Math.min(next, prefixes.length - 1)];
      next += 1;
      // the widget's action travels in the token, so the loopback siteverify answers it back as the provider would
      const token = prefix + '-' + (w.options.action || '') + '~' + Date.now().toString(36) + '-' + Math.random().toString(36).slice(2);
      log.tokens.push(token);
      button.textContent = 'Verified';
      button.disabled = true;
      w.options.callback(token);
    });
    w.container.appendChild(button);
  };
  window.turnstile = {
    render(container, options) {
      const id = 'fake-' + (widgets.size + log.removes + 1);
      log.renders.push({ sitekey: options.sitekey, action: options.action, retry: options.retry, responseField: options['response-field'] });
      widgets.set(id, { container, options });
      draw(id);
      return id;
    },
    reset(id) { log.resets += 1; if (widgets.has(id)) draw(id); },
    remove(id) { log.removes += 1; const w = widgets.get(id); if (w) w.container.replaceChildren(); widgets.delete(id); },
  };
})();`
}

/** Serves the stand-in at the provider's address for this page (replacing any earlier route for it). */
export async function serveFakeTurnstile(page: Page, prefixes: readonly string[] = ['pass']): Promise<void> {
  await page.unroute(isScript)
  await page.route(isScript, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeScript(prefixes) }),
  )
}

/** Makes the provider's script fail to load for this page. */
export async function failTurnstileScript(page: Page): Promise<void> {
  await page.unroute(isScript)
  await page.route(isScript, (route) => route.abort('failed'))
}

/** Presses the stand-in widget of the form in `scope`, and waits for the field to say it is done. */
export async function solveTurnstile(scope: Locator): Promise<void> {
  const group = scope.getByRole('group', { name: 'Security check' })
  await group.getByRole('button', { name: 'Verify you are human' }).click()
  await expect(group.getByRole('status')).toHaveText('Security check complete.')
}

/** What the stand-in was asked on this page. */
export const fakeTurnstileLog = (page: Page) =>
  page.evaluate(
    () =>
      (window as any).__fakeTurnstile as
        | {
            renders: { sitekey: string; action: string; retry: string; responseField: boolean }[]
            resets: number
            removes: number
            tokens: string[]
          }
        | undefined,
  )
