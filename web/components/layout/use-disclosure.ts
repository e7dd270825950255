import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * The WAI disclosure pattern for site navigation: a button with aria-expanded controlling a panel of links.
 * Escape closes it and returns focus to the button; a click or focus outside closes it.
 * (Site navigation is links, not an application menu, so role="menu" would be the wrong semantics.)
 * `panelId`: the panel's id, unique in the page. Named by the caller, not `useId`: the header's markup is kept and
 * written again on later pages (shell-markup.tsx), where an id from React's tree position would not be the same.
 */
export function useDisclosure(panelId: string, onChange?: (open: boolean) => void) {
  const [open, setOpenState] = useState(false)
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
