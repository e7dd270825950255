import { useCallback, useEffect, useId, useRef, useState } from 'react'

/**
 * The WAI disclosure pattern for site navigation: a button with aria-expanded controlling a panel of links.
 * Escape closes it and returns focus to the button; a click or focus outside closes it.
 * (Site navigation is links, not an application menu, so role="menu" would be the wrong semantics.)
 */
export function useDisclosure(onChange?: (open: boolean) => void) {
  const [open, setOpenState] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLElement | null>(null)
  const buttonRef = useRef<HTMLButtonElement | null>(null)
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next)
      onChange?.(next)
    },
    [onChange],
  )

  useEffect(() => {
    if (!open) return
    const onPointer = (event: Event) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('focusin', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('focusin', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open, setOpen])

  return {
    open,
    setOpen,
    rootRef,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen(!open),
    },
    panelProps: { id: panelId, hidden: !open },
  }
}
