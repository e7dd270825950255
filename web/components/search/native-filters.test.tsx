import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { FacetMenu } from './FacetMenu.tsx'
import { RangeFilter } from './RangeFilter.tsx'
import { ActiveFilters } from './ActiveFilters.tsx'
import { emptySearchState } from '@domain/search/search-state.ts'

const options = Array.from({ length: 15 }, (_, i) => ({ value: `m${i}`, label: `Make ${i}`, count: 100 - i }))
const noop = () => {}

describe('the listing filters as the server renders them (no script needed to read or reach them)', () => {
  it('a facet menu is a fieldset named by its legend: the 10 most common values, plus a picked one further down, checked', () => {
    const html = renderToString(<FacetMenu label="Make" options={options} selected={['M13']} onChange={noop} />)
    expect(html).toMatch(/^<fieldset class="facet"><legend>Make<\/legend>/)
    expect(html.match(/<input type="checkbox"/g)).toHaveLength(11)
    expect(html).toContain('<label><input type="checkbox" checked=""/>Make 13<small><i>, </i>87</small></label>')
    expect(html).not.toContain('Make 10<')
    expect(html).toContain('aria-expanded="false">Show more</button>')
    expect(html).not.toContain('data-rac')
  })

  it('a range filter is two labelled sliders with value text, inside a group named by the filter', () => {
    const html = renderToString(
      <RangeFilter
        label="Price"
        bounds={{ min: 5000, max: 250000 }}
        step={500}
        value={{ min: 7000, max: null }}
        format={(n) => `$${n}`}
        onCommit={noop}
      />,
    )
    const group = /<div class="range" role="group" aria-labelledby="([^"]+)">/.exec(html)
    expect(group).not.toBeNull()
    expect(html).toContain(`<span id="${group![1]}">Price</span>`)
    expect(html).toContain(
      'min="5000" max="250000" step="500" aria-label="Minimum price" aria-valuetext="$7000" value="7000"/>',
    )
    expect(html).toContain('aria-label="Maximum price" aria-valuetext="$250000" value="250000"/>')
    expect(html).toContain('$7000 to $250000+</output>')
  })

  it('active filters are a labelled list of remove buttons named for each filter, and Clear all', () => {
    const html = renderToString(
      <ActiveFilters
        filters={[{ id: 'make:Kia', label: 'Make: Kia', without: emptySearchState }]}
        onRemove={noop}
        onClearAll={noop}
      />,
    )
    expect(html).toContain(
      '<ul class="chips__list" aria-label="Active filters"><li class="chip"><span>Make: Kia</span><button type="button" class="chip__remove" aria-label="Remove Make: Kia">×</button></li></ul>',
    )
    expect(html).toContain('>Clear all</button>')
  })
})
