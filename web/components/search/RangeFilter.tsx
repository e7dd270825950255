import { useEffect, useId, useRef, useState } from 'react'
import { clampSlider, snapToStep, type SliderBounds } from '@domain/search/price-slider.ts'
import type { NumericRange } from '@domain/search/search-request.schema.ts'
import { rangeText } from '@domain/locale/range-text.ts'

interface RangeFilterProps {
  readonly label: string
  readonly bounds: SliderBounds
  readonly step: number
  /** the filter in force; undefined = none (both thumbs at the bounds) */
  readonly value: NumericRange | undefined
  readonly format: (n: number) => string
  /** the new range, or null when both thumbs are back at the bounds */
  readonly onCommit: (range: NumericRange | null) => void
  /** its name's element id; default one of React's (a part kept as markup names its own: useId depends on the tree) */
  readonly id?: string
}

type Thumbs = readonly [number, number]

/**
 * Whether a range input stands elsewhere than the server put it. The browser moves the written value onto the
 * input's step within its bounds, so the untouched position is that of a fresh input given the same attributes.
 */
function movedByShopper(input: HTMLInputElement): boolean {
  const fresh = document.createElement('input')
  fresh.type = 'range'
  fresh.min = input.min
  fresh.max = input.max
  fresh.step = input.step
  fresh.value = input.defaultValue
  return fresh.value !== input.value
}

/** where the thumbs stand for a filter in force: what the slider shows of it */
export const toThumbs = (value: NumericRange | undefined, bounds: SliderBounds, step: number): Thumbs =>
  clampSlider([value?.min ?? bounds.min, value?.max ?? bounds.max], 'min', bounds, step)

const THUMB_PX = 22

/** Where a thumb's centre sits along the track: the browser keeps the thumb inside the input's box. */
const thumbCentre = (fraction: number) => `calc(${fraction * 100}% + ${(0.5 - fraction) * THUMB_PX}px)`

/**
 * A two-thumb range filter: two native range inputs over one track (each a `slider` with its own label; arrow keys
 * move a thumb by one step, Page Up/Down by a tenth, Home/End to the ends; pointer drags). Thumbs snap to the step
 * and stay apart by the domain's minimum gap; the filter is committed on the browser's `change` (a drag released, a key press). A thumb at
 * its bound leaves that end open. Native inputs: a listing renders three of these on every uncached request, and
 * a scripted slider's hooks (number formatting, pointer and focus tracking) cost more than the rest of the filters.
 */
export function RangeFilter({ label, bounds, step, value, format, onCommit, id }: RangeFilterProps) {
  const [thumbs, setThumbs] = useState<Thumbs>(() => toThumbs(value, bounds, step))
  const latest = useRef(thumbs)
  latest.current = thumbs
  const reactId = useId()
  const labelId = id ?? reactId
  // biome-ignore lint/correctness/useExhaustiveDependencies: the thumbs follow the values of the range and bounds, not new objects carrying the same numbers
  useEffect(() => setThumbs(toThumbs(value, bounds, step)), [value?.min, value?.max, bounds.min, bounds.max, step])

  const move = (index: 0 | 1, raw: number) => {
    const next: [number, number] = [latest.current[0], latest.current[1]]
    next[index] = snapToStep(raw, bounds, step)
    const settled = clampSlider(next, index === 0 ? 'min' : 'max', bounds, step)
    latest.current = settled
    setThumbs(settled)
  }
  const commit = () => {
    const [low, high] = latest.current
    const range = { min: low <= bounds.min ? null : low, max: high >= bounds.max ? null : high }
    const before = toThumbs(value, bounds, step)
    if (low === before[0] && high === before[1]) return
    onCommit(range.min === null && range.max === null ? null : range)
  }
  // the browser's own 'change' (a drag released, each key press) commits; React's onChange is every 'input'
  const track = useRef<HTMLDivElement>(null)
  const committer = useRef(commit)
  committer.current = commit
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app takes over the server's inputs
  useEffect(() => {
    const element = track.current
    if (!element) return
    // thumbs the shopper moved before the app's script ran stand where they left them: that is their filter
    const inputs = [...element.querySelectorAll('input')]
    const [low, high] = inputs.map((input) => Number(input.value))
    if (low !== undefined && high !== undefined && inputs.some(movedByShopper)) {
      move(0, low)
      move(1, high)
      // a microtask: after the page's own first effects (a listing's sets its state from the address)
      queueMicrotask(commit)
    }
    const onChange = () => committer.current()
    element.addEventListener('change', onChange)
    return () => element.removeEventListener('change', onChange)
  }, [])
  const span = bounds.max - bounds.min
  const fraction = (n: number) => (span > 0 ? (n - bounds.min) / span : 0)
  const thumb = (index: 0 | 1) => (
    <input
      type="range"
      min={bounds.min}
      max={bounds.max}
      step={step}
      value={thumbs[index]}
      aria-label={`${index === 0 ? 'Minimum' : 'Maximum'} ${label.toLowerCase()}`}
      aria-valuetext={format(thumbs[index])}
      // the lower thumb stays reachable when both sit at the top end
      style={index === 0 && fraction(thumbs[0]) > 0.5 ? { zIndex: 2 } : undefined}
      onChange={(event) => move(index, Number(event.currentTarget.value))}
    />
  )
  return (
    // its parts are styled by where they are (web/styles/search.css): the head first (name, values), the track last
    // (fill, then the two thumbs); a listing shows three and the home search one
    // biome-ignore lint/a11y/useSemanticElements: a div keeps the filter's layout (a fieldset brings its own border, padding and min-content width); role=group names it the same
    <div className="range" role="group" aria-labelledby={labelId}>
      <div>
        <span id={labelId}>{label}</span>
        {/* the handles' own values (what the filter commits) */}
        <output>{`${rangeText(format(thumbs[0]), format(thumbs[1]))}${thumbs[1] >= bounds.max ? '+' : ''}`}</output>
      </div>
      <div ref={track}>
        <div
          style={{ left: thumbCentre(fraction(thumbs[0])), right: `calc(100% - ${thumbCentre(fraction(thumbs[1]))})` }}
        />
        {thumb(0)}
        {thumb(1)}
      </div>
    </div>
  )
}
