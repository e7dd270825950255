/** What the sign-in email names: the dealer's site, the one-time code and how long it lasts. */
export interface SignInCodeEmailInput {
  readonly siteName: string
  /** the site's address, shown under its name (left out when it is not an http(s) URL) */
  readonly siteUrl: string
  readonly code: string
  readonly validMinutes: number
}

export interface SignInCodeEmail {
  readonly subject: string
  readonly text: string
  readonly html: string
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!)
}

/** Header values must stay on one line: control characters (CR/LF included) become single spaces. */
const oneLine = (value: string) =>
  value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this replaces
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()

const isWebAddress = (value: string) => /^https?:\/\/[^\s]+$/i.test(value)

const minutes = (n: number) => (n === 1 ? '1 minute' : `${n} minutes`)

/**
 * The email that carries a garage sign-in code (SPEC §6). The code is only in the body, never the subject,
 * so mail logs and notification previews that show subjects do not show it. No images, no remote content,
 * no tracking: the HTML version is the same words with the code set large.
 */
export function signInCodeEmail(input: SignInCodeEmailInput): SignInCodeEmail {
  const site = oneLine(input.siteName) || 'our website'
  const url = isWebAddress(input.siteUrl.trim()) ? input.siteUrl.trim() : ''
  const validity = `It is valid for ${minutes(input.validMinutes)} and works once. Enter it on the sign-in page to keep your saved cars on every device.`
  const ignore = 'If you did not ask for this code, you can ignore this email: nobody can sign in without it.'
  const subject = `Your sign-in code for ${site}`

  const text = [
    `Your code to sign in to ${site} is:`,
    '',
    input.code,
    '',
    validity,
    '',
    ignore,
    '',
    '--',
    site,
    ...(url ? [url] : []),
    '',
  ].join('\n')

  const p = 'margin:0 0 16px'
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff">',
    `<p style="${p}">Your code to sign in to <strong>${escapeHtml(site)}</strong> is:</p>`,
    `<p style="${p};font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:6px">${escapeHtml(input.code)}</p>`,
    `<p style="${p}">${escapeHtml(validity)}</p>`,
    `<p style="${p};color:#555555">${escapeHtml(ignore)}</p>`,
    `<p style="margin:0;color:#555555">${escapeHtml(site)}${url ? `<br><a href="${escapeHtml(url)}" style="color:#555555">${escapeHtml(url)}</a>` : ''}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n')

  return { subject, text, html }
}
