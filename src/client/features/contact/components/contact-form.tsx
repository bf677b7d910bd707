import { useState, type FormEvent } from 'react'
import { CONTACT_MAX } from '#core/contact/contact.limits.ts'
import { Button, Field, Spinner, TextAreaField } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import { useSendContact } from '#client/features/contact/api/send-contact.ts'
import { serverField } from '#client/lib/server-field.ts'

const FIELDS = ['name', 'email', 'message'] as const
type FieldName = (typeof FIELDS)[number]
type Errors = Partial<Record<FieldName, string>>

/**
 * The contract (zod) loads when the form is first touched, not with the page: the home page draws
 * this form below the fold, and zod is a quarter of a first load.
 */
const loadContract = () => import('#core/contact/contact.contract.ts')

/**
 * The home page's and /contact's form. Each problem stands next to its field and marks it
 * (aria-invalid), the server's included; the inputs take no more than the server accepts; a sent
 * message clears the form and its errors (issue 20, items 7 and 8).
 */
export function ContactForm() {
  const [form, setForm] = useState({ name: '', email: '', message: '' })
  const [errors, setErrors] = useState<Errors>({})
  const send = useSendContact()
  const notify = useNotify()
  const { t, tm } = useI18n()
  const set = (k: FieldName) => (e: { target: { value: string } }) => {
    setForm({ ...form, [k]: e.target.value })
    if (errors[k]) setErrors({ ...errors, [k]: undefined })
  }

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const formEl = e.currentTarget
    const { ContactInputSchema } = await loadContract()
    const checked = ContactInputSchema.safeParse(form)
    if (!checked.success) {
      const found: Errors = {}
      for (const issue of checked.error.issues) {
        const k = issue.path[0] as FieldName
        found[k] ??= issue.message
      }
      setErrors(found)
      const first = FIELDS.find((f) => found[f])
      if (first) formEl.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setErrors({})
    send.mutate(checked.data, {
      onSuccess: (r) => {
        notify(r.message, 'success')
        setForm({ name: '', email: '', message: '' })
        setErrors({})
      },
      onError: (err) => {
        const field = serverField(err, FIELDS)
        if (field) setErrors({ [field]: err.message })
        else notify(err.message, 'error')
      },
    })
  }

  const err = (k: FieldName) => (errors[k] ? tm(errors[k]) : undefined)

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      onFocus={() => void loadContract()}
      noValidate
      className="mt-4 space-y-4"
      aria-label={t('Contact form')}
    >
      <Field
        label={t('Name')}
        name="name"
        required
        autoComplete="name"
        maxLength={CONTACT_MAX.name}
        value={form.name}
        onChange={set('name')}
        error={err('name')}
      />
      <Field
        label={t('Email')}
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={CONTACT_MAX.email}
        value={form.email}
        onChange={set('email')}
        error={err('email')}
      />
      <TextAreaField
        label={t('Message')}
        id="contact-message"
        name="message"
        required
        rows={4}
        maxLength={CONTACT_MAX.message}
        value={form.message}
        onChange={set('message')}
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
