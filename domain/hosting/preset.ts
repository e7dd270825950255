/** The preset a site runs under (demo, mock, live): pages use it only for what no single port decides. */
export type Preset = 'demo' | 'mock' | 'live'
