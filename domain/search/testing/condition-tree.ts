import fc from 'fast-check'
import { allOf, anyOf, type FilterCondition } from '../filter-condition.ts'

/** Conditions for property tests: a leaf comparison, or any-of and all-of groups (of up to three) nested in turn. */
export const conditionTree = (leaf: fc.Arbitrary<FilterCondition>): fc.Arbitrary<FilterCondition> =>
  fc.letrec<{ c: FilterCondition }>((tie) => ({
    c: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('c'), { maxLength: 3 }).map((cs) => anyOf(...cs)),
      fc.array(tie('c'), { maxLength: 3 }).map((cs) => allOf(...cs)),
    ),
  })).c
