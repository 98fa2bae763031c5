import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The web app's layers (decision 038): shared code (components/ui, lib, hooks, utils, config)
// knows nothing of features or app; a feature knows shared code and itself, never another
// feature or app; app/ (router, guards, layouts, routes) composes features. Checked on resolved
// paths, so '@/…' aliases and '../..' climbs are both caught.
const WEB = './web/src'
const SHARED = ['components', 'lib', 'hooks', 'utils', 'config'].map((dir) => `${WEB}/${dir}`)
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url))

function webLayerZones() {
  return [
    {
      target: SHARED,
      from: [`${WEB}/features`, `${WEB}/app`],
      message:
        'Shared code must not import a feature or app/: move the piece down, or compose it in app/.',
    },
    ...FEATURES.map((feature) => ({
      target: `${WEB}/features/${feature}`,
      from: `${WEB}/features`,
      except: [`./${feature}`],
      message:
        'A feature must not import another feature: compose both in app/ or move the shared piece to shared code.',
    })),
    {
      target: `${WEB}/features`,
      from: `${WEB}/app`,
      message: 'Only app/ composes routes and layouts; a feature must not import app/.',
    },
  ]
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'data/**', 'server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'web/tsconfig.json', alwaysTryTypes: true }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webLayerZones() }],
    },
  },
  {
    files: ['common/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './common',
              from: ['./web', './server', './simulator'],
              message: 'common/ is shared by server and web and imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/cli/**', 'scripts/**', 'e2e/**', 'bench/**', 'simulator/**', 'deploy/**'],
    rules: { 'no-console': 'off' },
  },
)
