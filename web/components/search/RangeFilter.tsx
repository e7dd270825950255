import { useEffect, useState } from 'react'
import { Label } from 'react-aria-components/Label'
import { Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components/Slider'
import { clampSlider, snapToStep, type SliderBounds } from '@domain/search/price-slider.ts'
import type { NumericRange } from '@domain/search/search-request.schema.ts'

interface RangeFilterProps {
  readonly id: string
  readonly label: string
  readonly bounds: SliderBounds
  readonly step: number
  /** the filter in force; undefined = none (both thumbs at the bounds) */
  readonly value: NumericRange | undefined
  readonly format: (n: number) => string
  /** the new range, or null when both thumbs are back at the bounds */
  readonly onCommit: (range: NumericRange | null) => void
}

const toThumbs = (value: NumericRange | undefined, bounds: SliderBounds, step: number): [number, number] => {
  const [low, high] = clampSlider([value?.min ?? bounds.min, value?.max ?? bounds.max], 'min', bounds, step)
  return [low, high]
}

/**
 * A two-thumb range slider (react-aria: arrow keys move a thumb by one step, Page Up/Down by ten, Home/End to
 * the ends). Thumbs snap to the step and stay apart by the domain's minimum gap; the filter is committed when
 * a drag or key press ends. A thumb at its bound leaves that end open.
 */
export function RangeFilter({ id, label, bounds, step, value, format, onCommit }: RangeFilterProps) {
  const [thumbs, setThumbs] = useState<[number, number]>(() => toThumbs(value, bounds, step))
  useEffect(() => setThumbs(toThumbs(value, bounds, step)), [value?.min, value?.max, bounds.min, bounds.max, step])
  const settle = (next: number | number[], moved: 'min' | 'max'): [number, number] => {
    const [a = bounds.min, b = bounds.max] = Array.isArray(next) ? next : [next, next]
    const [low, high] = clampSlider([snapToStep(a, bounds, step), snapToStep(b, bounds, step)], moved, bounds, step)
    return [low, high]
  }
  const moved = (next: number | number[]): 'min' | 'max' => (Array.isArray(next) && next[0] !== thumbs[0] ? 'min' : 'max')
  return (
    <Slider
      className="range"
      data-range={id}
      minValue={bounds.min}
      maxValue={bounds.max}
      step={step}
      value={thumbs}
      onChange={(next) => setThumbs(settle(next, moved(next)))}
      onChangeEnd={(next) => {
        const [low, high] = settle(next, moved(next))
        const range = { min: low <= bounds.min ? null : low, max: high >= bounds.max ? null : high }
        onCommit(range.min === null && range.max === null ? null : range)
      }}
    >
      <div className="range__head">
        <Label className="range__label">{label}</Label>
        {/* the handles' own values (what the filter commits), not the slider's value mid key press */}
        <SliderOutput className="range__output">
          {() => `${format(thumbs[0])} – ${format(thumbs[1])}${thumbs[1] >= bounds.max ? '+' : ''}`}
        </SliderOutput>
      </div>
      <SliderTrack className="range__track">
        {({ state }) => (
          <>
            <div
              className="range__fill"
              style={{ left: `${state.getThumbPercent(0) * 100}%`, width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%` }}
            />
            <SliderThumb index={0} className="range__thumb" aria-label={`Minimum ${label.toLowerCase()}`} />
            <SliderThumb index={1} className="range__thumb" aria-label={`Maximum ${label.toLowerCase()}`} />
          </>
        )}
      </SliderTrack>
    </Slider>
  )
}
