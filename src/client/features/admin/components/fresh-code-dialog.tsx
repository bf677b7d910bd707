import { useCallback, useRef, useState, type ReactNode } from 'react'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { Button } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import { FreshCodeContext, useStepUp } from '../api/fresh-code.ts'
import { CodeForm } from './operator-sign-in.tsx'

/**
 * Gives the console's money actions (settling payouts, resolving problems) a way to ask for a
 * fresh authenticator code: when the server answers `fresh_code_needed`, a dialog takes the code,
 * steps the session up, and the action runs again.
 */
export function FreshCodeProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n()
  const stepUp = useStepUp()
  const [open, setOpen] = useState(false)
  const waiting = useRef<((ok: boolean) => void) | null>(null)
  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        waiting.current?.(false)
        waiting.current = resolve
        stepUp.reset()
        setOpen(true)
      }),
    [stepUp],
  )
  const finish = (ok: boolean) => {
    setOpen(false)
    waiting.current?.(ok)
    waiting.current = null
  }
  return (
    <FreshCodeContext.Provider value={ask}>
      {children}
      {open && (
        <Dialog label={t('Confirm with a fresh code')} onClose={() => finish(false)}>
          <div className="grid gap-4">
            <h2 className="text-lg font-bold">{t('Confirm with a fresh code')}</h2>
            <p>
              {t(
                'Actions that move money need a code from your authenticator app entered in the last 5 minutes.',
              )}
            </p>
            <CodeForm
              submit={(code) => stepUp.mutateAsync(code).then(() => finish(true))}
              pending={stepUp.isPending}
              error={stepUp.error}
            />
            <Button type="button" variant="secondary" onClick={() => finish(false)}>
              {t('Cancel')}
            </Button>
          </div>
        </Dialog>
      )}
    </FreshCodeContext.Provider>
  )
}
