import { serialiseJsonLd, type JsonLdObject } from './json-ld.ts'

/** Structured data for crawlers; the payload is escaped so it cannot break out of the script element. */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />
}
