import { useState, type FormEvent } from 'react'
import { Button, Field, inputClass, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useT } from '#client/i18n/i18n.tsx'
import { useSendContact } from '#client/features/contact/api/send-contact.ts'

export function ContactForm() {
  const [form, setForm] = useState({ name: '', email: '', message: '' })
  const send = useSendContact()
  const notify = useNotify()
  const t = useT()
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value })

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    send.mutate(form, {
      onSuccess: (r) => {
        notify(r.message, 'success')
        setForm({ name: '', email: '', message: '' })
      },
      onError: (err) => notify(err.message, 'error'),
    })
  }

  return (
    <form onSubmit={onSubmit} className="mt-4 space-y-4" aria-label={t('Contact form')}>
      <Field
        label={t('Name')}
        name="name"
        required
        autoComplete="name"
        value={form.name}
        onChange={set('name')}
      />
      <Field
        label={t('Email')}
        name="email"
        type="email"
        required
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
      />
      <div>
        <label htmlFor="contact-message" className="block text-sm font-medium text-stone-800">
          {t('Message')}
        </label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={4}
          className={inputClass}
          value={form.message}
          onChange={set('message')}
        />
      </div>
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
