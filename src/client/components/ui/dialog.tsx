import { useEffect, useRef, type ReactNode } from 'react'

/** A modal <dialog> that is open while mounted; Escape closes it. Fits a 360 px screen. */
export function Dialog({
  label,
  onClose,
  children,
}: {
  label: string
  onClose: () => void
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal?.()
    return () => dialog?.close?.()
  }, [])
  return (
    <dialog
      ref={ref}
      aria-label={label}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl p-4 shadow-xl backdrop:bg-black/40 sm:p-6"
    >
      {children}
    </dialog>
  )
}
