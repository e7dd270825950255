import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { contrastRatio, textOn, themeRootRule, themeVariables } from './theme.ts'

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`)

describe('theme', () => {
  it('puts dark text on a yellow brand and white text on a navy one', () => {
    expect(textOn('#ffb000')).toBe('#000000')
    expect(textOn('#0b3d91')).toBe('#ffffff')
  })
  it('keeps links readable on white even when the brand colour is pale', () => {
    expect(themeVariables({ primary: '#ffb000', secondary: '#000', accent: '#e63946' })).toContain('--link:#1b1f24')
    expect(themeVariables({ primary: '#0b3d91', secondary: '#000', accent: '#e63946' })).toContain('--link:#0b3d91')
  })
  it("writes a theme's :root rule from its variables, the same for a theme and for its copy", () => {
    const theme = { primary: '#0b3d91', secondary: '#000', accent: '#e63946' }
    const rule = `:root{${themeVariables(theme)}}`
    expect([themeRootRule(theme), themeRootRule({ ...theme })]).toEqual([rule, rule])
    expect(themeRootRule({ ...theme, primary: '#ffb000' })).toBe(
      `:root{${themeVariables({ ...theme, primary: '#ffb000' })}}`,
    )
  })
  it('ignores anything that is not a hex colour', () => {
    expect(themeVariables({ primary: 'red;}body{display:none', secondary: '#000', accent: 'x' })).toContain(
      '--brand:#0b3d91',
    )
  })
  it('text on any background reaches at least 4.5:1', () => {
    fc.assert(fc.property(hex, (bg) => contrastRatio(bg, textOn(bg)) >= 4.5))
  })
})
