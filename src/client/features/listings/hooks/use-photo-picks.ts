import { useCallback, useRef, useState } from 'react'
import { errorMessage } from '#core/http/errors.ts'
import { PHOTO_MAX_BYTES, PHOTOS_PER_LISTING_MAX } from '#core/listings/listing-photos.ts'
import { PHOTO_TOO_MANY } from '#core/listings/listings.messages.ts'
import {
  photoBytesProblem,
  photoProblemParams,
  type PhotoProblem,
} from '#core/listings/photo-check.ts'
import type { CodedMessage } from '#client/i18n/i18n.tsx'

/** The bytes of a picked file (FileReader where Blob.arrayBuffer is missing). */
function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('unread'))
    reader.onerror = () => reject(reader.error ?? new Error('unread'))
    reader.readAsArrayBuffer(file)
  })
}

/**
 * A picked file's problem by the server's own rules (core's photo-check): its size, its type by
 * its first bytes whatever its name says, and its pixel size when its header tells it. A file the
 * phone cannot read (a cloud photo not downloaded) is unreadable.
 */
export async function checkPickedPhoto(file: Blob): Promise<PhotoProblem | null> {
  if (file.size > PHOTO_MAX_BYTES) return 'photo.too_large'
  try {
    return photoBytesProblem(new Uint8Array(await readBytes(file)), file.size)
  } catch {
    return 'photo.unreadable'
  }
}

/** A photo problem as the API would send it, for `tm()`: translated by its code. */
export function photoProblemMessage(problem: PhotoProblem): CodedMessage {
  const params = photoProblemParams(problem)
  return { code: problem, params, message: errorMessage(problem, params) }
}

/** A file picked for a new listing; `problem` is undefined while it is being checked. */
export interface PhotoPick {
  key: number
  file: File
  problem?: PhotoProblem | null
  checked: Promise<PhotoProblem | null>
}

/**
 * The photos picked for a new listing, each checked as it is picked. `settled()` waits for the
 * checks still running, so a form sent at once still knows every file's problem.
 */
export function usePhotoPicks() {
  const [picks, setPicks] = useState<PhotoPick[]>([])
  /** Said when more files were chosen than the listing has room for (the extra ones are left). */
  const [notice, setNotice] = useState<string | null>(null)
  const next = useRef(0)
  const current = useRef<PhotoPick[]>([])
  current.current = picks

  const add = useCallback((files: readonly File[]) => {
    const room = Math.max(0, PHOTOS_PER_LISTING_MAX - current.current.length)
    const taken = files.slice(0, room)
    setNotice(taken.length < files.length ? PHOTO_TOO_MANY : null)
    const added = taken.map((file): PhotoPick => {
      const key = (next.current += 1)
      const checked = checkPickedPhoto(file)
      void checked.then((problem) =>
        setPicks((all) => all.map((p) => (p.key === key ? { ...p, problem } : p))),
      )
      return { key, file, checked }
    })
    current.current = [...current.current, ...added]
    setPicks(current.current)
  }, [])

  const remove = useCallback((key: number) => {
    setNotice(null)
    setPicks((all) => all.filter((p) => p.key !== key))
  }, [])

  const settled = useCallback(
    async (): Promise<Array<{ file: File; problem: PhotoProblem | null }>> =>
      Promise.all(current.current.map(async (p) => ({ file: p.file, problem: await p.checked }))),
    [],
  )

  return { picks, notice, add, remove, settled }
}
