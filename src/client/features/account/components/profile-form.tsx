import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { PROFILE_NAME_MAX, ProfileInputSchema } from '#core/account/account.contract.ts'
import { VILLAGE_MAX } from '#core/places/places.contract.ts'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { DistrictPicker, useDistrictLabel } from '#client/components/ui/district-picker.tsx'
import { Button, Field, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import { useFormMessages } from '#client/lib/form-messages.ts'
import { useGstin, useSaveProfile } from '../api/account-calls.ts'

const FIELDS = ['name', 'phone', 'state', 'district', 'village', 'gstin'] as const

/**
 * Name and mobile number (a new number is verified again), the place (a district picked from the
 * list, and the village: local prices, weather and 'near you' follow it), and a farmer's GSTIN
 * for their receipts (`onSaved` gets the new user).
 */
export function ProfileForm({
  user,
  onSaved,
}: {
  user: SessionUser
  onSaved: (user: SessionUser) => void
}) {
  const { t, tm } = useI18n()
  const notify = useNotify()
  const save = useSaveProfile()
  const farmer = user.roles.includes('farmer')
  const saved = useDistrictLabel(user.state, user.district)
  const gstin = useGstin(farmer)
  const form = useForm<
    z.input<typeof ProfileInputSchema>,
    unknown,
    z.output<typeof ProfileInputSchema>
  >({
    resolver: zodResolver(ProfileInputSchema),
    defaultValues: {
      name: user.name,
      phone: user.phone ?? '',
      state: user.state ?? undefined,
      district: user.district ?? undefined,
      village: user.village ?? '',
    },
  })
  const savedGstin = gstin.data?.gstin
  useEffect(() => {
    if (savedGstin !== undefined) form.resetField('gstin', { defaultValue: savedGstin ?? '' })
  }, [form, savedGstin])
  const { errorOf: err, onServerError } = useFormMessages(form, FIELDS)
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (r) => {
        notify(tm(r.message), 'success')
        onSaved(r.user)
      },
      onError: onServerError((message) => notify(message, 'error')),
    }),
  )
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <Field
        label={t('Name')}
        autoComplete="name"
        maxLength={PROFILE_NAME_MAX}
        {...form.register('name')}
        error={err('name')}
      />
      <Field
        label={t('Phone Number')}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={32}
        {...form.register('phone')}
        error={err('phone')}
        hint={t('A new number is verified again by a code.')}
      />
      <DistrictPicker
        label={t('District')}
        // The saved place, named in the reader's language once the server has said how.
        value={saved}
        onChange={(c) => {
          form.setValue('state', c?.state, { shouldDirty: true })
          form.setValue('district', c?.district, { shouldDirty: true })
        }}
        error={err('district') ?? err('state')}
        hint={t(
          'Type a few letters and choose your district: local prices, weather and nearby listings follow it.',
        )}
      />
      <Field
        label={t('Village or town')}
        autoComplete="address-level3"
        maxLength={VILLAGE_MAX}
        {...form.register('village')}
        error={err('village')}
      />
      {farmer && (
        <Field
          label={t('GSTIN (optional)')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          // Until the saved one is read, the field is off and not sent (absent keeps it).
          {...form.register('gstin', { disabled: gstin.data === undefined })}
          error={err('gstin')}
          hint={t('Only if you are registered for GST; it is printed on your receipts.')}
        />
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending && <Spinner label={t('Saving')} />}
        {t('Save')}
      </Button>
    </form>
  )
}
