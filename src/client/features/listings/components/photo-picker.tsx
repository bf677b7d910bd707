import { useEffect, useId, useRef, useState } from 'react'
import { PHOTOS_PER_LISTING_MAX } from '#core/listings/listing-photos.ts'
import { REMOVE_REFUSED_PHOTOS } from '#core/listings/listings.messages.ts'
import { Button } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import {
  photoProblemMessage,
  type PhotoPick,
} from '#client/features/listings/hooks/use-photo-picks.ts'

/**
 * What the file chooser offers: phones open the camera or the gallery. HEIC is left out on
 * purpose: an iPhone then sends its photo as JPEG, which the server can read.
 */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp'

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '')
    reader.onerror = () => resolve('')
    reader.readAsDataURL(file)
  })

/** A file input for photos, labelled with the rules (up to 4, JPEG/PNG/WebP, 10 MB each). */
export function PhotoInput({
  room,
  disabled,
  onChoose,
  describedBy,
}: {
  /** How many more photos the listing can take. */
  room: number
  disabled?: boolean
  onChoose: (files: File[]) => void
  /** The id of the problem said beside the chooser, tied to it for screen readers. */
  describedBy?: string
}) {
  const id = useId()
  const { t } = useI18n()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {t('Photos (up to {max}: JPEG, PNG or WebP, 10 MB each)', {
          max: PHOTOS_PER_LISTING_MAX,
        })}
      </label>
      <input
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        disabled={disabled || room < 1}
        aria-describedby={describedBy}
        onChange={(e) => {
          onChoose([...(e.target.files ?? [])])
          // The same file can be chosen again after it was removed.
          e.target.value = ''
        }}
        className="mt-1 block min-h-11 w-full text-base file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-green-700 file:px-4 file:font-semibold file:text-white"
      />
    </div>
  )
}

/**
 * The photos picked for a new listing (usePhotoPicks): previews, each with Remove; sent once the
 * listing is added. A file that cannot be sent (not a photo whatever its name, too large, HEIC,
 * too many pixels) is said beside the chooser as soon as it is picked and stays in the list,
 * marked, until it is removed: the form is not sent with it (`blocked` then says so).
 */
export function PhotoPicker({
  picks,
  notice,
  onAdd,
  onRemove,
  blocked,
  disabled,
}: {
  picks: readonly PhotoPick[]
  /** A problem of the choice itself (more files than room). */
  notice: string | null
  onAdd: (files: File[]) => void
  onRemove: (key: number) => void
  /** How many times the form was sent with files that cannot be: each time, say what to do and
   * move to the first of them. */
  blocked?: number
  disabled?: boolean
}) {
  const { t, tm } = useI18n()
  const problemId = useId()
  const list = useRef<HTMLUListElement>(null)
  // Previews as data: URLs: the page's Content-Security-Policy allows images from 'self' and
  // data: only, not blob: object URLs. Only files that passed the check are drawn.
  const [urls, setUrls] = useState<Map<number, string>>(new Map())
  const good = picks.filter((p) => p.problem === null)
  useEffect(() => {
    let live = true
    void Promise.all(good.map(async (p) => [p.key, await readAsDataUrl(p.file)] as const)).then(
      (read) => live && setUrls(new Map(read)),
    )
    return () => {
      live = false
    }
    // The previews follow the set of good files, not each render's new array.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [good.map((p) => p.key).join()])
  useEffect(() => {
    if (blocked) list.current?.querySelector<HTMLButtonElement>('[data-refused] button')?.focus()
  }, [blocked])

  const refused = picks.filter((p) => p.problem)
  const hasProblem = refused.length > 0 || notice !== null
  return (
    <div className="space-y-2">
      <PhotoInput
        room={PHOTOS_PER_LISTING_MAX - picks.length}
        disabled={disabled}
        describedBy={hasProblem ? problemId : undefined}
        onChoose={onAdd}
      />
      {hasProblem && (
        <div id={problemId} role="alert" className="space-y-1 text-sm text-red-800">
          {refused.map(({ key, file, problem }) => (
            <p key={key}>
              <span className="font-semibold break-all">{file.name}</span>
              {': '}
              {problem && tm(photoProblemMessage(problem))}
            </p>
          ))}
          {notice && <p>{t(notice)}</p>}
          {Boolean(blocked) && refused.length > 0 && (
            <p className="font-semibold">{t(REMOVE_REFUSED_PHOTOS)}</p>
          )}
        </div>
      )}
      {picks.length > 0 && (
        <ul ref={list} className="grid grid-cols-2 gap-2 min-[400px]:grid-cols-4">
          {picks.map((p, i) => (
            <li key={p.key} data-refused={p.problem ? '' : undefined} className="min-w-0 space-y-1">
              {p.problem ? (
                <div className="flex aspect-square w-full items-center justify-center rounded-md bg-red-50 p-2 text-center text-xs break-all text-red-900 ring-2 ring-red-700">
                  {t('Not sent: {name}', { name: p.file.name })}
                </div>
              ) : urls.get(p.key) ? (
                <img
                  src={urls.get(p.key)}
                  alt={t('Photo {n}', { n: i + 1 })}
                  className="aspect-square w-full rounded-md object-cover ring-1 ring-stone-200"
                />
              ) : (
                <div className="aspect-square w-full rounded-md bg-stone-100" />
              )}
              <Button
                type="button"
                variant="secondary"
                className="w-full"
                disabled={disabled}
                aria-label={
                  p.problem
                    ? t('Remove {name}', { name: p.file.name })
                    : t('Remove photo {n}', { n: i + 1 })
                }
                onClick={() => onRemove(p.key)}
              >
                {t('Remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
