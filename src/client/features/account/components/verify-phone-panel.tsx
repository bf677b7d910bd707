import { useState } from 'react'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { maskRecipient } from '#core/notifications/outbox.ts'
import { Button, Spinner } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import { ApiRequestError } from '#client/lib/api-client.ts'
import { useSendCode } from '../api/account-calls.ts'
import { VerifyCodeForm } from './verify-code-form.tsx'

/**
 * The signed-in account's number verified by a code: right after registration the code is on
 * its way (`codeSent`); otherwise a button asks for one. Until the number is verified it gets no
 * SMS but codes.
 */
export function VerifyPhonePanel({
  user,
  codeSent,
  onVerified,
}: {
  user: SessionUser
  codeSent: boolean
  onVerified: (user: SessionUser, message: string) => void
}) {
  const { t, tm } = useI18n()
  const send = useSendCode()
  const [asked, setAsked] = useState(codeSent)
  const phone = user.phone ?? ''

  if (user.phoneVerified) return <p role="status">{t('Your mobile number is verified.')}</p>

  return (
    <div className="space-y-4">
      <p className="text-stone-700">
        {t('Until your mobile number is verified, we send it no SMS other than codes.')}
      </p>
      {send.error && (
        <p role="alert" className="text-red-800">
          {tm(send.error)}
        </p>
      )}
      {asked ? (
        <VerifyCodeForm
          phone={phone}
          maskedPhone={maskRecipient('sms', phone)}
          purpose="verify"
          resendInSeconds={send.data?.resendInSeconds ?? 30}
          onVerified={onVerified}
        />
      ) : (
        <>
          <Button
            type="button"
            disabled={send.isPending}
            onClick={() =>
              send.mutate(
                { phone, purpose: 'verify' },
                {
                  onSuccess: () => setAsked(true),
                  // A code sent moments ago (at registration) is still good: ask for it.
                  onError: (err) => {
                    if (err instanceof ApiRequestError && err.code === 'account.code_too_soon')
                      setAsked(true)
                  },
                },
              )
            }
          >
            {send.isPending && <Spinner label={t('Sending the code')} />}
            {t('Send code')}
          </Button>
        </>
      )}
    </div>
  )
}
