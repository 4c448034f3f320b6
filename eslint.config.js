import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One lint setup for the whole repo. Besides correctness it enforces the import
 * direction of ARCHITECTURE.md and ADR 009: app → features → entities →
 * components/ui, lib → shared; features never import each other, nor do
 * entities; shared code never imports an app.
 */
const web = 'apps/web/src';
const foldersIn = (layer) =>
  readdirSync(new URL(`./${web}/${layer}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = foldersIn('features');
const entities = foldersIn('entities');

const webTalksHttpOnly = {
  group: ['@das/server', '@das/server/*'],
  message: 'The web app talks to the server over HTTP only.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [webTalksHttpOnly],
        },
      ],
    },
  },
  {
    files: ['apps/web/service-worker/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Resolves `@/` like Vite does, so a zone sees where an import really lands.
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          alias: { '@': [new URL(`./${web}`, import.meta.url).pathname] },
          extensions: ['.ts', '.tsx', '.js'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [`${web}/features`, `${web}/entities`, `${web}/components`, `${web}/lib`],
              from: `${web}/app`,
              message: 'Only the app layer imports from app/.',
            },
            {
              target: [`${web}/entities`, `${web}/components`, `${web}/lib`],
              from: `${web}/features`,
              message:
                'Only the app imports features; move what several features share to an entity.',
            },
            {
              target: [`${web}/components`, `${web}/lib`],
              from: `${web}/entities`,
              message: 'UI primitives and lib know no domain: move this to an entity.',
            },
            ...features.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message: 'Features never import each other; move shared code to an entity.',
            })),
            ...entities.map((entity) => ({
              target: `${web}/entities/${entity}`,
              from: `${web}/entities`,
              except: [`./${entity}`],
              message:
                'Entities never import each other: a feature composes them (ADR 009), e.g. one mutation invalidating two entities.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: [`${web}/features/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webTalksHttpOnly,
            {
              // Feature files sit one folder deep (api/, components/, routes/); ../../ leaves the feature.
              regex: '^\\.\\./\\.\\./',
              message: 'Reach outside the feature through @/ imports, not relative paths.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@das/*', '@/*'],
              message: 'Shared code stands alone: it never imports an app.',
            },
            {
              group: ['react', 'react-*', 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Shared code is framework-free.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@das/web', '@das/web/*', 'react', 'react-*'],
              message: 'The server never imports web code.',
            },
          ],
        },
      ],
    },
  },
);
