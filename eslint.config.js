import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Forbids imports whose specifier matches `regex` (a string), with a message naming the rule. */
const zone = (regex, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
})

/** One zone per feature folder: files in features/X may import from features/X only. */
const featureZones = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({
      target: `./${dir}/${d.name}`,
      from: `./${dir}`,
      except: [`./${d.name}`],
      message:
        'A feature never imports another feature: move what both need to core/ or services/.',
    }))

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      '.tmp/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'drizzle/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        // Two projects: the service worker is type-checked with the worker's globals in its own.
        project: ['./tsconfig.json', './tsconfig.sw.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads the imported files too (for cycles): it must know TypeScript files and parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // A `!` must say why the value cannot be missing, in a comment on its line or the line
      // before (an eslint-disable-next-line with the reason after `--`).
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-console': 'off',
      // Configuration is read and validated in one place, so a missing or malformed variable fails
      // at start-up instead of deep inside a request.
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through src/server/env.ts.',
        },
      ],
      // Import cycles make load order matter and hide which layer owns what.
      'import-x/no-cycle': 'error',
      // Layers and features (docs/decisions/008): core is at the bottom, server and client above it
      // and never each other; a feature depends on core, plugins and services, never on another
      // feature; plugins and services never depend on a feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/core',
              from: ['./src/server', './src/client'],
              message: 'src/core is pure: it imports neither server nor client code.',
            },
            {
              target: './src/client',
              from: './src/server',
              message: 'The client never imports server code.',
            },
            {
              target: './src/server',
              from: './src/client',
              message: 'The server never imports client code.',
            },
            ...featureZones('src/server/features'),
            ...featureZones('src/client/features'),
            {
              target: ['./src/server/plugins', './src/server/services'],
              from: './src/server/features',
              message: 'Plugins and services never import a feature: features build on them.',
            },
            {
              // Test doubles and helpers live in tests/: only tests (and their support files) use them.
              target: './src/**/!(*.test|*.test-support).{ts,tsx}',
              from: './tests',
              message: 'Production code never imports from tests/.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to format: numbers and dates through #core/i18n/format.ts and money through
    // #core/money/money.ts, whose Intl formatters are made once per locale and options (building
    // one costs far more than using it; docs/decisions/016).
    files: ['src/client/**/*.{ts,tsx}', 'src/core/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'src/core/i18n/format.ts',
      'src/core/money/money.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl']",
          message: 'Format with #core/i18n/format.ts or #core/money/money.ts (decision 016).',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(toLocaleString|toLocaleDateString|toLocaleTimeString|localeCompare)$/]',
          message: 'Format with #core/i18n/format.ts or #core/money/money.ts (decision 016).',
        },
      ],
    },
  },
  {
    // Plain JavaScript (scripts, configs) is linted without types.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: [
      'src/server/env.ts',
      'scripts/**',
      'bench/**',
      '*.config.ts',
      'tests/**',
      'src/**/*.test.ts',
      'src/server/test/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Fastify plugins and hooks are async by contract: one without a `done` callback must return a
    // promise, even when its body awaits nothing.
    files: ['src/server/**/*.routes.ts', 'src/server/plugins/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Tests, their helpers, benchmarks and developer scripts may use `!`: they run on fixtures they
    // built themselves, and a wrong assumption fails at once in the developer's terminal.
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.test-support.ts',
      'src/server/test/**',
      'tests/**',
      'bench/**',
      'scripts/**',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Tests read responses with `res.json()` and `JSON.parse` (typed `any`) and check them with the
    // assertions that follow, which are the type check that matters there.
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.test-support.ts',
      'tests/**',
      'src/server/test/**',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // The same zones by specifier, which also keeps I/O packages out of core and the server's
  // packages out of the client.
  {
    files: ['src/core/**'],
    rules: zone(
      '^(#server/|#client/|node:|fastify|react|drizzle-orm|pg$)|/(server|client)/',
      'src/core is pure: no server, client or I/O imports.',
    ),
  },
  {
    files: ['src/client/**'],
    rules: zone(
      '^(#server/|node:|fastify|drizzle-orm|pg$)|/server/',
      'The client never imports server code.',
    ),
  },
  {
    files: ['src/server/**'],
    rules: zone('^(#client/|react$|react-dom)|/client/', 'The server never imports client code.'),
  },
  {
    files: ['src/client/**/*.tsx', 'src/client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
)
