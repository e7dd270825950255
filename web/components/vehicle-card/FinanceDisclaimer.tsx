import { lazy, Suspense, useRef, useState } from 'react'

// The overlay code (react-aria's Popover and Dialog) is fetched when a shopper first opens a
// disclaimer, not with every page that shows a card.
const DisclaimerPopover = lazy(() => import('./DisclaimerPopover.tsx'))

/**
 * The finance strip's '*': a native button that opens the disclaimer in a popover dialog. The popover is only
 * mounted while open, so a listing of twenty cards runs no overlay hooks and carries no disclaimer text until a
 * shopper asks.
 */
export function FinanceDisclaimer({ carName, text }: { readonly carName: string; readonly text: string }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={`Finance disclaimer for ${carName}`}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((o) => !o)}
      >
        *
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DisclaimerPopover text={text} triggerRef={button} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
