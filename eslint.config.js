// @ts-check
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import tseslint from 'typescript-eslint'

const webFeatures = (() => {
  try {
    return readdirSync('packages/web/src/features')
  } catch {
    return []
  }
})()

/** One zone per feature: a feature never imports another feature or a route (ARCHITECTURE.md). */
const featureZones = webFeatures.map((feature) => ({
  target: `./packages/web/src/features/${feature}`,
  from: './packages/web/src',
  except: [`./features/${feature}`, './api', './components', './lib'],
  message: 'A feature imports only itself, src/api, src/components and src/lib.',
}))

/**
 * src/api/<area> is the one API layer (decisions 0102, 0142): query keys, query options, mutations
 * with their cache updates. Nothing else imports the typed API client (`tsr`, src/lib/api.ts)...
 */
const apiClientZone = {
  target: [
    './packages/web/src/*.{ts,tsx}',
    './packages/web/src/components/**',
    './packages/web/src/features/**',
    './packages/web/src/routes/**',
    './packages/web/src/lib/!(api).{ts,tsx}',
    './packages/web/src/lib/*/**',
    './packages/web/e2e/**',
    './packages/web/scripts/**',
    './packages/web/bench/**',
  ],
  from: './packages/web/src/lib/api.ts',
  message: 'The API client is used through src/api/<area> (query options and mutations) only.',
}

/** ...and nothing else writes the query cache: the mutation or helper of src/api/<area> does. */
const cacheWrites = {
  selector:
    'CallExpression[callee.property.name=/^(setQueryData|setQueriesData|invalidateQueries|removeQueries|resetQueries|refetchQueries|cancelQueries)$/]',
  message:
    "The query cache is written only in src/api/<area> (a mutation's onSuccess or a named helper).",
}

/** domain is pure: @app/contract, plus the flashcards' two libraries and the exercises' mathjs. */
const domainPure = {
  regex: '^(?!@app/contract|vitest$|ts-fsrs$|papaparse$|mathjs/number$|\\.)',
  message:
    'domain is pure: it depends only on @app/contract (and ts-fsrs, papaparse, mathjs/number).',
}
const onlyFsrsImportsTsFsrs = {
  group: ['ts-fsrs', 'ts-fsrs/*'],
  message: 'Only src/flashcards-fsrs.ts imports ts-fsrs (decision 0126).',
}
const onlyImportUsesPapaparse = {
  group: ['papaparse', 'papaparse/*'],
  message: 'Only src/flashcards-import*.ts import papaparse (decision 0129).',
}
const onlyEquivalenceUsesMathjs = {
  group: ['mathjs', 'mathjs/*'],
  message:
    'Only src/exercises/math-equivalence.ts imports mathjs, as its limited number-only instance (decision 0177).',
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/routeTree.gen.ts',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // No import circle in any package's sources (a circle makes load order and mocking fragile).
    files: ['packages/*/src/**/*.{ts,tsx}'],
    settings: {
      // Without these the rule reads no TypeScript module, so it would see no circle at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    // External modules never import ours back.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // no-cycle skips type-only imports, so the store's type circles are kept shut here: a seed
    // takes record types from store/<area>.types.ts, never from the repository that loads it.
    files: ['packages/mock-server/src/store/seed/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/mock-server/src/store/seed',
              from: './packages/mock-server/src/store/*.ts',
              except: ['**/*.types.ts', '**/freeze.ts', '**/ksuid.ts'],
              message: 'A seed imports store/<area>.types.ts, never a repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // eventsource-parser: the HTTP layer's one streaming call (http-stream.ts).
              regex: '^(?!zod$|@ts-rest/core$|@ts-rest/open-api$|eventsource-parser$|\\.)',
              message: 'contract depends only on zod, ts-rest and eventsource-parser.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            domainPure,
            onlyFsrsImportsTsFsrs,
            onlyImportUsesPapaparse,
            onlyEquivalenceUsesMathjs,
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Time is a parameter in domain: take `now`.',
        },
        {
          selector: 'NewExpression[callee.name="Date"][arguments.length=0]',
          message: 'Time is a parameter in domain: take `now`.',
        },
      ],
    },
  },
  {
    // Property tests' generators (decision 0101: fast-check is for tests only).
    files: ['packages/domain/src/**/*.arbitraries.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...domainPure, regex: '^(?!@app/contract|vitest$|fast-check$|\\.)' },
            onlyFsrsImportsTsFsrs,
            onlyImportUsesPapaparse,
            onlyEquivalenceUsesMathjs,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/flashcards/fsrs.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [domainPure, onlyImportUsesPapaparse, onlyEquivalenceUsesMathjs] },
      ],
    },
  },
  {
    files: ['packages/domain/src/flashcards/import*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [domainPure, onlyFsrsImportsTsFsrs, onlyEquivalenceUsesMathjs] },
      ],
    },
  },
  {
    // The exercises' symbolic step: mathjs's number-only build, nothing else of it (decision 0177).
    files: ['packages/domain/src/exercises/math-equivalence.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [domainPure, onlyFsrsImportsTsFsrs, onlyImportUsesPapaparse] },
      ],
    },
  },
  {
    files: ['packages/mock-server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@app/web', '@app/web/*'], message: 'mock-server never imports web.' },
          ],
        },
      ],
    },
  },
  {
    // Routers are thin (decision 0134): one per contract area; the workflows are services. After
    // the mock-server block, whose no-restricted-imports it extends (a later block replaces it).
    files: ['packages/mock-server/src/routers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@app/web', '@app/web/*'], message: 'mock-server never imports web.' },
            {
              group: ['./*', '../routers/*'],
              message: 'A router never imports a router: call a service (app.services).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/api/**'],
    rules: { 'no-restricted-syntax': ['error', cacheWrites] },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    // Resolves the relative TypeScript imports, so that the zones below see where an import leads
    // (without it an unresolved import is never reported).
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@app/mock-server', '@app/mock-server/*'],
              message: 'web never imports mock-server; tests start it as a process.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            apiClientZone,
            {
              target: [
                './packages/web/src/api',
                './packages/web/src/components',
                './packages/web/src/lib',
              ],
              from: './packages/web/src/features',
              message: 'Shared code never imports features.',
            },
            {
              target: [
                './packages/web/src/api',
                './packages/web/src/components',
                './packages/web/src/lib',
                './packages/web/src/features',
              ],
              from: './packages/web/src/routes',
              message: 'Only routes compose features; nothing imports a route.',
            },
          ],
        },
      ],
    },
  },
)
