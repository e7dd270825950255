import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { remoteImageHosts } from './image-endpoints.ts'

describe('IMAGE_REMOTE_HOSTS', () => {
  it('names hosts comma separated, trimmed and lower-cased; anything but a host name is dropped', () => {
    expect(
      remoteImageHosts({ IMAGE_REMOTE_HOSTS: ' Images.Dealer.example ,cdn.example.com,,https://x.example,a b' }),
    ).toEqual(['images.dealer.example', 'cdn.example.com'])
    expect(remoteImageHosts({ IMAGE_REMOTE_HOSTS: undefined })).toEqual([])
    expect(remoteImageHosts(null)).toEqual([])
  })

  it('property: every host kept is a plain host name written in the setting', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 6 }), (parts) => {
        const setting = parts.join(',')
        for (const host of remoteImageHosts({ IMAGE_REMOTE_HOSTS: setting })) {
          expect(host).toMatch(/^[a-z0-9.-]+$/)
          expect(setting.toLowerCase()).toContain(host)
        }
      }),
    )
  })
})
