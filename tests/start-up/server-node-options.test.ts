import { describe, expect, it } from 'vitest'
import { serverNodeOptions } from '../../scripts/server-node-options.mjs'

describe("the production server's Node options", () => {
  it('on Node 22 adds AsyncContextFrame once, after the options given; from Node 24 on (its default) adds nothing', () => {
    expect(serverNodeOptions([], '22.23.3')).toEqual(['--experimental-async-context-frame'])
    expect(serverNodeOptions(['--cpu-prof'], '22.23.3')).toEqual(['--cpu-prof', '--experimental-async-context-frame'])
    expect(serverNodeOptions(['--experimental-async-context-frame'], '22.23.3')).toEqual([
      '--experimental-async-context-frame',
    ])
    expect(serverNodeOptions(['--cpu-prof'], '24.1.0')).toEqual(['--cpu-prof'])
  })
})
