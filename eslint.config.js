import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Forbids imports whose specifier matches `regex` (a string), with a message naming the rule. */
const zone = (regex, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
})

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
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
      // process.env is read in one place (STYLE.md §6).
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through src/server/env.ts.',
        },
      ],
    },
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
  // Zones (STYLE.md §6): core imports neither server nor client; client and server never import each other.
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
