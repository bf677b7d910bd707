import { useEffect, useEffectEvent, useId } from 'react'
import { isLanguage, LANGUAGES, type Language } from '#core/i18n/languages.ts'
import { LANGUAGE_NAMES, useI18n } from '#client/i18n/i18n.tsx'
import { readStorage, writeStorage } from '#client/lib/storage.ts'
import { useSession } from '#client/features/auth/api/session.ts'
import { useSetLanguage } from '#client/features/auth/api/set-language.ts'

/**
 * Set while a choice made in this browser has not reached the account yet (made logged out, or
 * the save failed): the next session that loads takes the browser's choice instead of giving it its own.
 */
const PENDING_KEY = 'langPending'

/**
 * The navigation bar's language switch. The choice is remembered per browser (the
 * provider keeps it in localStorage `lang`) and per account (PATCH /api/session/language). A
 * session that loads with another language brings its own, unless this browser chose since.
 */
export function LanguageSwitch() {
  const id = useId()
  const { lang, setLang, t } = useI18n()
  const { data } = useSession()
  const user = data?.user ?? null
  const save = useSetLanguage()

  const saveChoice = (l: Language) =>
    save.mutate(l, { onSuccess: () => writeStorage(PENDING_KEY, null) })

  const onChange = (l: Language) => {
    setLang(l)
    writeStorage(PENDING_KEY, '1')
    if (user) saveChoice(l)
  }

  const reconcile = useEffectEvent((accountLang: string) => {
    if (accountLang === lang) {
      writeStorage(PENDING_KEY, null)
      return
    }
    if (readStorage(PENDING_KEY)) saveChoice(lang)
    else if (isLanguage(accountLang)) setLang(accountLang)
  })
  const accountLang = user?.language ?? null
  useEffect(() => {
    if (accountLang !== null) reconcile(accountLang)
  }, [accountLang, user?.id])

  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('Language')}
      </label>
      <select
        id={id}
        value={lang}
        onChange={(e) => isLanguage(e.target.value) && onChange(e.target.value)}
        className="min-h-11 rounded-md border border-green-600 bg-green-900 px-2 text-sm font-medium text-white"
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  )
}
