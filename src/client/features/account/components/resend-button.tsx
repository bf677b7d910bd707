import { useEffect, useState } from 'react'
import { Button } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'

/**
 * 'Send the code again', usable once `waitSeconds` have passed (the server's resend wait); the
 * wait counts down on the button. `onResend` returns the next wait, or null when it failed.
 */
export function ResendButton({
  waitSeconds,
  onResend,
  pending,
}: {
  waitSeconds: number
  onResend: () => Promise<number | null>
  pending: boolean
}) {
  const { t } = useI18n()
  const [left, setLeft] = useState(waitSeconds)
  useEffect(() => setLeft(waitSeconds), [waitSeconds])
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={left > 0 || pending}
      onClick={() => void onResend().then((next) => next !== null && setLeft(next))}
    >
      {left > 0
        ? t('Send the code again in {seconds} s', { seconds: left })
        : t('Send the code again')}
    </Button>
  )
}
