import type { FinanceLender } from '@domain/cars/car.schema.ts'

// A lender's disclaimer is mostly its own figures in a fixed wording ('Taurus estimate: $183 per week ($794 per
// month) over 60 months at 8.49% p.a. …'): with each figure written as a mark naming the lender field it came from,
// the disclaimers of a page's cars read alike apart from what the figures do not cover, and the packed cards carry
// their shared start and end once (web/search/packed-cards.ts). Exact both ways: a mark is two control characters
// no figure contains, and a page whose disclaimers contain one is not marked at all.

const MARK = '\u0001'

/**
 * A lender's figures (domain/cars/car.schema.ts FinanceLender), each of which may be marked: its place here is the
 * character that names it after the mark.
 */
export const LENDER_FIGURES = [
  'interestRate',
  'comparisonRate',
  'paymentWeek',
  'paymentMonth',
  'termMonths',
  'termYears',
  'deposit',
] as const satisfies ReadonlyArray<keyof FinanceLender>
const nameOf = (i: number) => String.fromCharCode(0x10 + i)
// biome-ignore lint/suspicious/noControlCharactersInRegex: the marks are control characters on purpose: no tenant text holds them
const MARKED = /\u0001([\u0010-\u0016])/g

/** A figure's text as the disclaimer would write it; only figures of two characters or more are worth a mark. */
function figureText(lender: FinanceLender, figure: (typeof LENDER_FIGURES)[number]): string | null {
  const value = lender[figure]
  return typeof value === 'number' && String(value).length >= 2 ? String(value) : null
}

/** Whether these disclaimers can be marked (none holds a mark's character already). */
export const canMarkFigures = (texts: ReadonlyArray<string>): boolean => texts.every((text) => !text.includes(MARK))

/** The disclaimer with each of the lender's figures written as its mark, longest figures first. */
export function markFigures(text: string, lender: FinanceLender): string {
  const figures = LENDER_FIGURES.map((figure, i) => ({ text: figureText(lender, figure), mark: MARK + nameOf(i) }))
    .filter((f): f is { text: string; mark: string } => f.text !== null)
    .sort((a, b) => b.text.length - a.text.length)
  return figures.reduce((marked, figure) => marked.split(figure.text).join(figure.mark), text)
}

/** The disclaimer `markFigures` marked, each mark written back as the lender's figure. */
export const readFigures = (marked: string, lender: FinanceLender): string =>
  marked.replace(MARKED, (_mark, name: string) => String(lender[LENDER_FIGURES[name.charCodeAt(0) - 0x10]!]))
