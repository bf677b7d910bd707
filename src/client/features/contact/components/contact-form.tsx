import { useState, type FormEvent } from 'react'
import { Button, Field, inputClass, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useSendContact } from '../api/send-contact.ts'

export function ContactForm() {
  const [form, setForm] = useState({ name: '', email: '', message: '' })
  const send = useSendContact()
  const notify = useNotify()
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value })

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
    <form onSubmit={onSubmit} className="mt-4 space-y-4" aria-label="Contact form">
      <Field label="Name" name="name" required autoComplete="name" value={form.name} onChange={set('name')} />
      <Field label="Email" name="email" type="email" required autoComplete="email" value={form.email} onChange={set('email')} />
      <div>
        <label htmlFor="contact-message" className="block text-sm font-medium text-stone-800">
          Message
        </label>
        <textarea id="contact-message" name="message" required rows={4} className={inputClass} value={form.message} onChange={set('message')} />
      </div>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending && <Spinner label="Sending" />}
        Send Message
      </Button>
      {send.isSuccess && (
        <p role="status" className="text-green-800">
          Thank you! We will get back to you soon.
        </p>
      )}
    </form>
  )
}
