import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeBuilt, startProductionServer, type ProductionServer } from './support/production-server.ts'

/**
 * Issue 26 item 7: the listing's kept filter markup was one cache for all tenants, keyed by parts joined with raw
 * control characters. A refinement value holding the separator, sent to one site, wrote a menu another site's page
 * read as its own (a fake checked option, served publicly). Here values with separators and control characters go
 * to one site, then another site (and the same one) asks for the two values the forged one imitates: each must
 * show its own two options.
 */

/** the attacker's site, then the site read after it */
const PAIRS = [
  ['coastal-nissan', 'demo-motors'],
  ['demo-motors', 'kiwi-cars-nz'],
  ['prestige-preowned', 'metro-auto-group'],
  // the same site: a value can no more stand for two of its own
  ['metro-auto-group', 'metro-auto-group'],
] as const

/** what a forged value puts between the two values it imitates */
const SEPARATORS = ['\u0001', '\u0002', '\u0000', '\n', ' ', ':', '|'] as const

/** a keyword no car matches: the menu then shows only its picked values, so its key is the picks alone */
const NO_MATCH = 'zzqqxxnomatch'

const listingAddress = (path: string, makes: readonly string[]) =>
  `${path}?query=${NO_MATCH}&${makes.map((m, i) => `refinementList%5Bmake%5D%5B${i}%5D=${encodeURIComponent(m)}`).join('&')}`

/** The labels of the Make menu's options, as the page shows them. */
function makeOptions(html: string): string[] {
  const menu = /<fieldset class="facet"><legend>Make<\/legend>([\s\S]*?)<\/fieldset>/.exec(html)?.[1]
  if (menu === undefined) throw new Error('no Make menu on the page')
  return [...menu.matchAll(/<input type="checkbox"[^>]*\/>([\s\S]*?)<small>/g)].map((m) => m[1]!)
}

describeBuilt('kept listing markup is scoped by tenant and its keys cannot be forged', () => {
  let server: ProductionServer
  const listingPath = new Map<string, string>()

  beforeAll(async () => {
    server = await startProductionServer()
    for (const slug of new Set(PAIRS.flat())) {
      const answer = await server.send('GET', '/search', { host: `${slug}.localhost` })
      listingPath.set(slug, answer.status === 200 ? '/search' : String(answer.headers.location).split('?')[0]!)
    }
  }, 60_000)

  afterAll(() => server?.stop())

  it('a forged refinement sent to one site never shows on another site (or the same) as its menu', async () => {
    for (const [attacker, victim] of PAIRS)
      for (const separator of SEPARATORS) {
        const forged = `Alpha${separator}Beta`
        const attack = listingAddress(listingPath.get(attacker)!, [forged])
        // a part is kept from its second render (the page cache keeps the page from its second request)
        for (let i = 0; i < 3; i++) {
          const answer = await server.send('GET', attack, { host: `${attacker}.localhost` })
          expect(answer.status, attack).toBe(200)
        }
        // the kept markup is made right after the render that keeps it: ask again until the page is from the cache
        await server.send('GET', attack, { host: `${attacker}.localhost` })
        const read = await server.send('GET', listingAddress(listingPath.get(victim)!, ['Alpha', 'Beta']), {
          host: `${victim}.localhost`,
        })
        expect(read.status).toBe(200)
        expect(makeOptions(read.body), `${JSON.stringify(separator)} from ${attacker} to ${victim}`).toEqual([
          'Alpha',
          'Beta',
        ])
      }
  })

  it('values shaped like the length-prefixed keys are values too', async () => {
    const [attacker, victim] = ['demo-motors', 'demo-motors']
    const attack = listingAddress(listingPath.get(attacker)!, ['5:Alpha4:Beta'])
    for (let i = 0; i < 4; i++) await server.send('GET', attack, { host: `${attacker}.localhost` })
    const read = await server.send('GET', listingAddress(listingPath.get(victim)!, ['Alpha', 'Beta']), {
      host: `${victim}.localhost`,
    })
    expect(makeOptions(read.body)).toEqual(['Alpha', 'Beta'])
  })
})
