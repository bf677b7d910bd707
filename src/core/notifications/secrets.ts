/** Messages whose text is a secret for the phone or inbox it was sent to. */
const SECRET_KINDS: ReadonlySet<string> = new Set(['phoneCode', 'passwordReset'])

/**
 * A code or a reset link proves that its reader holds the phone or the mailbox; shown in the
 * account's own message list it would prove nothing (anyone could register a stranger's number
 * and read its code here). The list keeps the message, with its digits and links blanked.
 */
export function withoutSecrets(kind: string, text: string): string {
  if (!SECRET_KINDS.has(kind)) return text
  return text.replace(/\d{4,}/g, (d) => '•'.repeat(d.length)).replace(/https?:\/\/\S+/g, '…')
}
