import type { ComponentProps } from 'react'
import { CODE_LENGTH } from '#core/account/account.contract.ts'
import { MAX_PASSWORD_LENGTH } from '#core/auth/password-policy.ts'
import { Field } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'

type Props = Omit<ComponentProps<typeof Field>, 'label'>

/** The SMS code's input: digits, which the phone's keyboard can fill in from the SMS. */
export function CodeField(props: Props) {
  const { t } = useI18n()
  return (
    <Field
      label={t('Code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      {...props}
    />
  )
}

/** A new password's input, with the password policy in its hint. */
export function NewPasswordField(props: Props) {
  const { t } = useI18n()
  return (
    <Field
      label={t('New password')}
      type="password"
      autoComplete="new-password"
      maxLength={MAX_PASSWORD_LENGTH}
      hint={t('At least 8 characters, not a common password.')}
      {...props}
    />
  )
}
