import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { DISTRICT_QUERY_MAX, type DistrictChoice } from '#core/places/places.contract.ts'
import { inputClass } from '#client/components/ui/form.tsx'
import { usePlaceLabels } from '#client/components/ui/place-label.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { answer, apiClient } from '#client/lib/api-client.ts'

/** The districts whose names start with, contain or are near `q`, named in `lang`. */
const districtsQuery = (q: string, lang: string) => ({
  queryKey: ['places', 'districts', q.trim().toLowerCase(), lang],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    answer(apiClient.GET('/api/places/districts', { params: { query: { q, lang } }, signal })),
  // The district tables change only with a release.
  staleTime: 24 * 60 * 60_000,
  placeholderData: keepPreviousData,
})

/** What the box shows for a choice: 'नासिक, महाराष्ट्र'. */
export const choiceText = (c: Pick<DistrictChoice, 'label' | 'stateLabel'>) =>
  `${c.label}, ${c.stateLabel}`

const TYPING_PAUSE_MS = 150

/**
 * A saved place as the box shows it: its names in the reader's language (place-label.ts: asked
 * of the server, which holds the tables), the English names meanwhile and for English; null
 * without a place.
 */
export function useDistrictLabel(
  state: string | null | undefined,
  district: string | null | undefined,
): Pick<DistrictChoice, 'label' | 'stateLabel'> | null {
  const named = usePlaceLabels()
  if (!state || !district) return null
  return { label: named.district(district, state), stateLabel: named.state(state) }
}

/**
 * A district picked by type-ahead (an ARIA combobox): the list under the box shows districts
 * whose name in any script starts with what is typed, each with its state, in the reader's
 * language; ↓/↑ move through it, Enter picks, Escape closes. `onChange` gets the choice, or null
 * once the text no longer is one; `onText` gets the text as typed (a place the list lacks).
 */
export function DistrictPicker({
  label,
  value,
  onChange,
  onText,
  error,
  hint,
  maxLength = DISTRICT_QUERY_MAX,
}: {
  label: string
  /** The longest text the box takes (a registration's location may be longer than a search). */
  maxLength?: number
  /** The picked district, as the box shows it first. */
  value: Pick<DistrictChoice, 'label' | 'stateLabel'> | null
  onChange: (choice: DistrictChoice | null) => void
  onText?: (text: string) => void
  error?: string
  hint?: string
}) {
  const { t, lang } = useI18n()
  const id = useId()
  const listId = `${id}-list`
  // The box shows `value` (which may arrive named in the reader's language) until it is typed in.
  const [edited, setEdited] = useState(false)
  const [typed, setText] = useState('')
  const text = edited ? typed : value ? choiceText(value) : ''
  const [asked, setAsked] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // One request per pause in typing, not per key.
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim()), TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text])
  const { data, isFetching } = useQuery({
    ...districtsQuery(asked.slice(0, DISTRICT_QUERY_MAX), lang),
    enabled: open && asked.length > 0,
  })
  const items = open && asked.length > 0 ? (data?.items ?? []) : []
  const expanded = items.length > 0

  const pick = (c: DistrictChoice) => {
    setEdited(true)
    setText(choiceText(c))
    setOpen(false)
    setActive(-1)
    onChange(c)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setOpen(true)
      if (items.length === 0) return
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((a) => (a + step + items.length) % items.length)
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      // Picks the choice instead of sending the form.
      e.preventDefault()
      const c = items[active]
      if (c) pick(c)
    } else if (e.key === 'Escape' && open) {
      e.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
    undefined
  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        className={inputClass}
        value={text}
        onChange={(e) => {
          setEdited(true)
          setText(e.target.value)
          setOpen(true)
          setActive(-1)
          onChange(null)
          onText?.(e.target.value)
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        // Not the box's own label: 'Location' names the box alone for tests and screen readers.
        aria-label={t('Districts to choose from')}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-stone-300 bg-white shadow-lg"
      >
        {items.map((c, i) => (
          <li
            key={`${c.state}/${c.district}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Before the box loses focus, so the click lands on the choice.
            onMouseDown={(e) => {
              e.preventDefault()
              pick(c)
            }}
            className={`flex min-h-11 cursor-pointer flex-wrap items-baseline justify-between gap-x-2 px-3 py-2 ${
              i === active ? 'bg-green-100' : 'hover:bg-stone-100'
            }`}
          >
            <span className="font-medium">{c.label}</span>
            <span className="text-sm text-stone-600">{c.stateLabel}</span>
          </li>
        ))}
      </ul>
      {open && asked.length > 0 && !isFetching && data && data.items.length === 0 && (
        <p className="mt-1 text-sm text-stone-700" role="status">
          {t('No district of that name. Try its name in English or in your language.')}
        </p>
      )}
      {hint && (
        <div id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}
