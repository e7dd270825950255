import { useRef, useState } from 'react'
import { Dialog } from 'react-aria-components/Dialog'
import { Popover } from 'react-aria-components/Popover'

/**
 * The finance strip's '*': a native button that opens the disclaimer in a popover dialog (react-aria: focus moves
 * in, Escape and a click outside close it, focus returns to the button). The popover is only mounted while open,
 * so a listing of twenty cards runs no overlay hooks and carries no disclaimer text until a shopper asks.
 */
export function FinanceDisclaimer({ carName, text }: { readonly carName: string; readonly text: string }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={button}
        type="button"
        className="vc__disclaimer-button"
        aria-label={`Finance disclaimer for ${carName}`}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((o) => !o)}
      >
        *
      </button>
      {open ? (
        <Popover className="vc__popover" placement="top" triggerRef={button} isOpen onOpenChange={setOpen}>
          <Dialog className="vc__disclaimer" aria-label="Finance disclaimer">
            <p>{text}</p>
          </Dialog>
        </Popover>
      ) : null}
    </>
  )
}
