// `npm run operator:create -- --email E --name N [--password P]`: makes an operator account (the
// /admin console). Without --password it prints a one-time password: the first sign-in chooses a
// password and enrols an authenticator app. With --password (scripted set-ups) the account is
// ready at once and the TOTP secret is printed for the authenticator app. Uses the server's
// configuration; on the embedded database, stop the server first.
import { createOperator, OperatorExists } from '#server/features/admin/operators.ts'
import { createAuth } from '#server/plugins/auth/better-auth.ts'
import { passwordProblem } from '#core/auth/password-policy.ts'
import { readArgs } from './args.ts'
import { openForCli } from './open.ts'

const USAGE = `Usage: npm run operator:create -- --email E --name N [--password P]
  --email E     the operator's email (their sign-in name)
  --name N      their name, as the audit trail shows it
  --password P  set this password and enrol TOTP now; prints the TOTP secret
                (without it: prints a one-time password for the first sign-in)`

async function main(): Promise<number> {
  const read = readArgs(
    {
      args: process.argv.slice(2),
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
      },
    },
    USAGE,
  )
  if ('exit' in read) {
    if (read.exit === 0) console.log(read.message)
    else console.error(read.message)
    return read.exit
  }
  const { email, name, password } = read.values
  if (!email?.includes('@') || !name?.trim()) {
    console.error(`--email and --name are needed.\n${USAGE}`)
    return 2
  }
  const problem = password === undefined ? null : passwordProblem(password, email)
  if (problem) {
    console.error(problem)
    return 2
  }
  const { env, database } = await openForCli()
  try {
    const created = await createOperator(database.db, createAuth(database.db, env), {
      email,
      name: name.trim(),
      password,
    })
    console.log(`Operator ${email} created (id ${created.userId}).`)
    if (created.oneTime) {
      console.log(`One-time password: ${created.password}`)
      console.log('The first sign-in at /admin sets a password and enrols an authenticator app.')
    } else {
      console.log(`TOTP secret: ${created.totpSecret}`)
      console.log(`TOTP URI: ${created.totpUri}`)
    }
    return 0
  } catch (err) {
    if (err instanceof OperatorExists) {
      console.error(err.message)
      return 1
    }
    throw err
  } finally {
    await database.close()
  }
}

process.exitCode = await main()
