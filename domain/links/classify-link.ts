// TEMPORARY bridge written by the lead so the shell builds; the links engineer replaces this file.
import type { SiteConfig } from '../tenancy/site-config.schema.ts'

export type ClassifiedLink =
  | { kind: 'internal'; href: string; prefetch: boolean }
  | { kind: 'tel' | 'mailto' | 'maps' | 'external'; href: string }

export function classifyLink(href: string, _site: SiteConfig): ClassifiedLink {
  if (href.startsWith('tel:')) return { kind: 'tel', href }
  if (href.startsWith('mailto:')) return { kind: 'mailto', href }
  if (/^https?:\/\//.test(href)) return { kind: 'external', href }
  return { kind: 'internal', href, prefetch: true }
}
