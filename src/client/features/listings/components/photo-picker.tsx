import { useEffect, useId, useState } from 'react'
import { PHOTO_MAX_BYTES, PHOTOS_PER_LISTING_MAX } from '#core/listings/listing-photos.ts'
import { PHOTO_TOO_LARGE, PHOTO_TOO_MANY } from '#core/listings/listings.messages.ts'
import { Button } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'

/**
 * What the file chooser offers: phones open the camera or the gallery. HEIC is left out on
 * purpose: an iPhone then sends its photo as JPEG, which the server can read.
 */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp'

/** The files chosen that can be sent, and the first reason one cannot. */
export function checkPhotoFiles(
  chosen: readonly File[],
  room: number,
): { files: File[]; problem: string | null } {
  const small = chosen.filter((f) => f.size <= PHOTO_MAX_BYTES)
  const files = small.slice(0, Math.max(0, room))
  const problem =
    small.length < chosen.length
      ? PHOTO_TOO_LARGE
      : files.length < small.length
        ? PHOTO_TOO_MANY
        : null
  return { files, problem }
}

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
}: {
  /** How many more photos the listing can take. */
  room: number
  disabled?: boolean
  onChoose: (files: File[]) => void
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

/** Previews of photos chosen for a new listing, each with Remove; sent once it is added. */
export function PhotoPicker({
  files,
  onChange,
  disabled,
}: {
  files: File[]
  onChange: (files: File[]) => void
  disabled?: boolean
}) {
  const [problem, setProblem] = useState<string | null>(null)
  const { t } = useI18n()
  // Previews as data: URLs: the page's Content-Security-Policy allows images from 'self' and
  // data: only, not blob: object URLs.
  const [urls, setUrls] = useState<string[]>([])
  useEffect(() => {
    let live = true
    void Promise.all(files.map(readAsDataUrl)).then((read) => live && setUrls(read))
    return () => {
      live = false
    }
  }, [files])
  return (
    <div className="space-y-2">
      <PhotoInput
        room={PHOTOS_PER_LISTING_MAX - files.length}
        disabled={disabled}
        onChoose={(chosen) => {
          const r = checkPhotoFiles(chosen, PHOTOS_PER_LISTING_MAX - files.length)
          setProblem(r.problem)
          onChange([...files, ...r.files])
        }}
      />
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          {t(problem)}
        </p>
      )}
      {files.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 min-[400px]:grid-cols-4">
          {files.map((f, i) => (
            <li key={`${f.name}-${f.size}-${f.lastModified}`} className="space-y-1">
              {urls[i] ? (
                <img
                  src={urls[i]}
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
                aria-label={t('Remove photo {n}', { n: i + 1 })}
                onClick={() => onChange(files.filter((x) => x !== f))}
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
