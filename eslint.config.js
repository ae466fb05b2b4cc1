import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The frontend flows one way (DESIGN.md layout, bulletproof-react): app/ composes features; a feature
 * never imports another (shared pieces live in components/ and lib/); components/ and lib/ import
 * neither features nor app. Every folder under features/ is a zone of its own.
 */
const src = './frontend/src';
const features = fs.readdirSync(`${src}/features`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const frontendZones = [
  ...features.map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another: move what they share to components/ or lib/, or compose them in app/.',
  })),
  {
    target: [`${src}/components`, `${src}/lib`],
    from: [`${src}/features`, `${src}/app`],
    message: 'components/ and lib/ are shared by everything above them: they import no feature and nothing of app/.',
  },
  { target: `${src}/features`, from: `${src}/app`, message: 'Features do not import app/: app/ composes them.' },
];

export default tseslint.config(
  { ignores: ['node_modules', 'frontend/dist', 'cdk.out', '.local', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // `import { z }` keeps all of zod (its locales) in every Lambda bundle; `* as z` lets esbuild drop them.
          selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
          message: "Import zod as `import * as z from 'zod'` (keeps Lambda bundles small).",
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: frontendZones }] },
  },
  {
    // Only the repos talk to DynamoDB (DESIGN.md convention 5).
    files: ['functions/api/**/*.ts', 'functions/consumers/**/*.ts', 'functions/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'] }],
    },
  },
);
