/**
 * Password policy: at least 8 characters, not one of the most common passwords, not one
 * character repeated and not the email's local part.
 * The list is the head of the well-known breach-frequency lists, lowercased; a match is
 * case-insensitive. Returns the rule that failed, in words, or null.
 */
export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 128

const COMMON = new Set(
  `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball
abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890
michael 654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan
jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000
charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer michelle
jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa
ginger princess joshua cheese amanda summer love ashley nicole chelsea biteme matthew access
yankees 987654321 dallas austin thunder taylor matrix minecraft william corvette hello martin
heather secret merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test
bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard samantha bigdog
guitar jackson whatever mickey chicken sparky snoopy maverick phoenix camaro peanut morgan
welcome falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles
melissa boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo
bulldog qwer1234 compaq purple hardcore banana junior hannah 123654 porsche lakers iceman money
cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000 miller boston q1w2e3r4 brandon
yamaha chester mother forever johnny edward 333333 oliver redsox player nikita knight fender
barney midnight please brandy chicago badboy slayer rangers charles angel flower rabbit wizard
bigdick jasper enter rachel chris steven winner adidas victoria natasha 1q2w3e4r jasmine winter
prince panties marine ghbdtn fishing cocacola casper james 232323 raiders 888888 marlboro gandalf
asdfasdf crystal 87654321 12344321 golden 8675309 blowme 1q2w3e4r5t 1qaz2wsx3edc password1
password123 passw0rd p@ssw0rd admin admin123 welcome1 qwerty123 iloveyou1 abcd1234 abcdefgh
india123 india@123 bharat123 farmer123 farmtrek farmtrek123 changeme letmein1 sunshine1
11223344 12341234 qwertyui asdfghjk zxcvbnm1 aa123456 a1b2c3d4 00000000 99999999 12121212`
    .split(/\s+/)
    .filter(Boolean),
)

/**
 * The first rule `password` breaks, in words, or null. `email`, when given, rules out the
 * address's local part as the password (the first thing a guesser tries).
 */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
  if (password.length > MAX_PASSWORD_LENGTH)
    return `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`
  if (COMMON.has(password.toLowerCase()))
    return 'Password is one of the most common passwords; choose a less common one.'
  if (isOneRepeatedCharacter(password))
    return 'Password must not be one character repeated; mix different characters.'
  const localPart = email?.trim().split('@')[0]?.toLowerCase()
  if (localPart && password.toLowerCase() === localPart)
    return 'Password must not be the first part of your email address.'
  return null
}

function isOneRepeatedCharacter(password: string): boolean {
  const chars = [...password]
  return chars.every((c) => c === chars[0])
}
