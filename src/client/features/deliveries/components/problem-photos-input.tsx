import { useId, useState } from 'react'
import { PROBLEM_PHOTOS_MAX } from '#core/deliveries/deliveries.contract.ts'
import { errorMessage } from '#core/http/errors.ts'
import { photoFileProblem, photoProblemParams } from '#core/listings/photo-check.ts'
import { Button } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'

/** What the chooser offers: phones open the camera or the gallery (HEIC left out: iPhones send JPEG). */
const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp'

/**
 * Up to 3 photos of a problem, chosen before the report is sent (they follow it). Each file is
 * checked by the server's own rules as it is picked (core photoFileProblem): one that would be
 * refused (not a photo, too large, HEIC) is said beside the chooser and not kept.
 */
export function ProblemPhotosInput({
  files,
  onChange,
  disabled,
}: {
  files: readonly File[]
  onChange: (files: File[]) => void
  disabled?: boolean
}) {
  const id = useId()
  const { t, tm } = useI18n()
  const [refused, setRefused] = useState<string | null>(null)
  const room = PROBLEM_PHOTOS_MAX - files.length
  const choose = async (picked: File[]) => {
    const kept: File[] = []
    let problem: string | null = null
    for (const file of picked) {
      const head = new Uint8Array(await file.slice(0, 64).arrayBuffer())
      const found = photoFileProblem(head, file.size)
      if (found) {
        const params = photoProblemParams(found)
        problem = `${file.name}: ${tm({ code: found, params, message: errorMessage(found, params) })}`
      } else kept.push(file)
    }
    const room = PROBLEM_PHOTOS_MAX - files.length
    if (kept.length > room) problem = t('A problem can have at most 3 photos.')
    setRefused(problem)
    onChange([...files, ...kept.slice(0, Math.max(0, room))])
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {t('Photos of the problem (up to 3: JPEG, PNG or WebP, 10 MB each)')}
      </label>
      <input
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        disabled={disabled || room < 1}
        aria-describedby={refused ? `${id}-refused` : undefined}
        onChange={(e) => {
          void choose([...(e.target.files ?? [])])
          e.target.value = ''
        }}
        className="mt-1 block min-h-11 w-full text-base file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-green-700 file:px-4 file:font-semibold file:text-white"
      />
      {refused && (
        <p id={`${id}-refused`} role="alert" className="mt-1 text-sm text-red-800">
          {refused}
        </p>
      )}
      {files.length > 0 && (
        <ul className="mt-1 space-y-1" aria-label={t('Photos to send')}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate text-sm">{f.name}</span>
              <Button
                type="button"
                variant="secondary"
                disabled={disabled}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
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
