// ESLint flat config. Besides TypeScript and React-hooks rules it enforces the import
// direction of ARCHITECTURE.md: domain imports nothing of ours; web and server never import
// each other; features never import each other (compose them in web/app); only web/startup
// imports web/app; no cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const features = readdirSync('src/web/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'data', 'test-results', 'playwright-report', 'artifacts', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: ['./src/web', './src/server', './src/testing', './tests', './bench'],
              message: 'src/domain is the pure core: it imports nothing of ours.',
            },
            { target: './src/web', from: './src/server', message: 'web never imports server.' },
            { target: './src/server', from: './src/web', message: 'server never imports web.' },
            {
              target: ['./src/web/features', './src/web/lib', './src/web/ui'],
              from: ['./src/web/app', './src/web/startup/boot.tsx', './src/web/startup/main.tsx', './src/web/startup/prerender.tsx'],
              message: 'src/web/app composes the pages and src/web/startup starts them: only they import app.',
            },
            ...features.map((name) => ({
              target: `./src/web/features/${name}`,
              from: './src/web/features',
              except: [`./${name}`],
              message: 'Features never import each other: compose them in src/web/app.',
            })),
          ],
        },
      ],
    },
  },
);
