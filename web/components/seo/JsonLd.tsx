import { serialiseJsonLd, type JsonLdObject } from '@domain/seo/json-ld.ts'

/** Structured data for crawlers; the payload is escaped so it cannot break out of the script element. */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD serialised and escaped by serialiseJsonLd so it cannot leave the script
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />
}
