import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { formatPhone } from '@domain/phone/format-phone.ts'
import { telHref } from '@domain/phone/tel-href.ts'

/** A click-to-call link showing the number in the tenant's national format. */
export function PhoneLink({ phone, site, label, className }: { phone: string; site: SiteConfig; label?: string; className?: string }) {
  return (
    <a className={className} href={telHref(phone)}>
      {label ? <span className="visually-hidden">{label} </span> : null}
      {formatPhone(phone, site.locale.country === 'NZ' ? 'NZ' : 'AU')}
    </a>
  )
}
