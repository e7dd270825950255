import { DateSegment, type DateSegmentProps } from 'react-aria-components'

/**
 * One segment of a date field, with the spaces of its literal parts made plain. The server's ICU writes a narrow
 * no-break space before 'am' (CLDR 42 on) while Chromium writes a plain one, so the server's page and the browser's
 * first render differed by that character: React threw the form away and drew it again on the shopper's first tap,
 * losing that tap. Every browser shows both the same.
 */
export const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f\u2009]/g, ' ')

export function DateSegmentText({ segment, className }: Pick<DateSegmentProps, 'segment' | 'className'>) {
  return (
    <DateSegment className={className} segment={segment}>
      {segment.type === 'literal' ? plainSpaces(segment.text) : undefined}
    </DateSegment>
  )
}
