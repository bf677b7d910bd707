import { useForm } from 'react-hook-form'
import type { ContactInput } from '#core/contact/contact.contract.ts'
import { CONTACT_MAX } from '#core/contact/contact.limits.ts'
import { Button, Field, Spinner, TextAreaField } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import { useSendContact } from '#client/features/contact/api/send-contact.ts'
import { useFormMessages } from '#client/lib/form-messages.ts'
import { lazyZodResolver } from '#client/lib/lazy-zod-resolver.ts'

const FIELDS = ['name', 'email', 'message'] as const
const EMPTY: ContactInput = { name: '', email: '', message: '' }

// The contract (zod) loads when the form is first checked, not with the page: the home page
// draws this form below the fold.
const loadSchema = () =>
  import('#core/contact/contact.contract.ts').then((m) => m.ContactInputSchema)
const resolver = lazyZodResolver(loadSchema)

/**
 * The home page's and /contact's form. Each problem stands next to its field and marks it
 * (aria-invalid), the server's included; the inputs take no more than the server accepts; a sent
 * message clears the form and its errors.
 */
export function ContactForm() {
  const send = useSendContact()
  const notify = useNotify()
  const { t } = useI18n()
  const form = useForm<ContactInput>({ resolver, defaultValues: EMPTY })
  const { errorOf: err, onServerError } = useFormMessages(form, FIELDS)

  const onSubmit = form.handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: (r) => {
        notify(r.message, 'success')
        form.reset(EMPTY)
      },
      onError: onServerError((message) => notify(message, 'error')),
    }),
  )

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      onFocus={() => void loadSchema()}
      noValidate
      className="mt-4 space-y-4"
      aria-label={t('Contact form')}
    >
      <Field
        label={t('Name')}
        required
        autoComplete="name"
        maxLength={CONTACT_MAX.name}
        {...form.register('name')}
        error={err('name')}
      />
      <Field
        label={t('Email')}
        type="email"
        required
        autoComplete="email"
        maxLength={CONTACT_MAX.email}
        {...form.register('email')}
        error={err('email')}
      />
      <TextAreaField
        label={t('Message')}
        id="contact-message"
        required
        rows={4}
        maxLength={CONTACT_MAX.message}
        {...form.register('message')}
        error={err('message')}
      />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending && <Spinner label={t('Sending')} />}
        {t('Send Message')}
      </Button>
      {send.isSuccess && (
        <p role="status" className="text-green-800">
          {t('Thank you! We will get back to you soon.')}
        </p>
      )}
    </form>
  )
}
