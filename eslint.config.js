import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One lint setup for the whole repo. Besides correctness it enforces the import
 * direction of ARCHITECTURE.md: app → features → shared, features never import
 * each other, shared code never imports an app.
 */
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noAppImports = {
  group: ['@/app', '@/app/*'],
  message: 'Only the app layer imports from app/.',
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
          patterns: [
            {
              group: ['@das/server', '@das/server/*'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/service-worker/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/src/lib/**', 'apps/web/src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            {
              group: ['@/features', '@/features/*'],
              message: 'Shared web code never imports a feature.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: 'Features never import each other; move shared code to components/ or lib/.',
            },
            {
              // Feature files sit one folder deep (api/, components/, routes/); ../../ leaves the feature.
              regex: '^\\.\\./\\.\\./',
              message: 'Reach outside the feature through @/ imports, not relative paths.',
            },
          ],
        },
      ],
    },
  })),
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
