import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import commentRules from './lint/comment-rules.js';

/**
 * The frontend flows one way (DESIGN.md layout, bulletproof-react, docs/site.md): app/ composes
 * features; a feature never imports another (shared pieces live in entities/, components/ and lib/);
 * entities/ (one folder per entity: its query keys and API calls) import only lib/ and each other;
 * components/ and lib/ import no entity, feature or app. Every folder under features/ is a zone of its own.
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
    target: `${src}/entities`,
    from: [`${src}/features`, `${src}/app`, `${src}/components`],
    message: 'entities/ hold an entity\'s query keys and API calls: they import lib/ and other entities, no UI, feature or app.',
  },
  {
    target: [`${src}/components`, `${src}/lib`],
    from: [`${src}/entities`, `${src}/features`, `${src}/app`],
    message: 'components/ and lib/ are shared by everything above them: they import no entity, no feature and nothing of app/ (take types from functions/core).',
  },
  { target: `${src}/features`, from: `${src}/app`, message: 'Features do not import app/: app/ composes them.' },
];

/**
 * The backend's layers (DESIGN.md layout), each importing only those below it:
 * api, consumers, jobs, triggers, ws → services → data → platform → core.
 * core is pure (no AWS, no I/O); platform is the floor of AWS/Stripe clients, route(), errors.
 */
const fn = './functions';
const above = (layer) => {
  const order = ['core', 'platform', 'data', 'services'];
  const entryPoints = ['api', 'consumers', 'jobs', 'triggers', 'ws'];
  return [...order.slice(order.indexOf(layer) + 1), ...entryPoints].map((dir) => `${fn}/${dir}`);
};
const backendZones = [
  { target: `${fn}/core`, from: above('core'), message: 'core/ is pure rules: it imports no other layer of functions/.' },
  { target: `${fn}/platform`, from: above('platform'), message: 'platform/ is the floor: it imports only core/ (compose above it, e.g. functions/api/route.ts).' },
  { target: `${fn}/data`, from: above('data'), message: 'data/ imports only platform/ and core/: use cases that combine repos live in services/.' },
  { target: `${fn}/services`, from: above('services'), message: 'services/ are called by api/, consumers/, jobs/ and triggers/, never the other way.' },
  ...['consumers', 'jobs', 'triggers', 'ws'].map((entry) => ({
    target: `${fn}/${entry}`,
    from: `${fn}/api`,
    message: 'An entry point does not import the API: share the work through services/.',
  })),
  { target: './frontend/src', from: fn, except: ['./core'], message: 'The site imports only functions/core (pure rules and types), never handlers, repos or clients.' },
];

// `import { z }` keeps all of zod (its locales) in every Lambda bundle; `* as z` lets esbuild drop them.
const zodImport = {
  selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
  message: "Import zod as `import * as z from 'zod'` (keeps Lambda bundles small).",
};

/**
 * Updates name attributes only through the item declarations (data/update.ts): a hand-written
 * `UpdateExpression`, or a condition or name map written beside a built one, names attributes as
 * strings that a renamed schema field would not break.
 */
const updateThroughItems = [
  {
    selector: "Property[key.name='UpdateExpression']",
    message: 'Build the update from the item declaration: `...update(item.schema).set(...).build()` (functions/data/update.ts).',
  },
  {
    selector: ":matches(Property[key.name='Update'], NewExpression[callee.name='UpdateCommand']) > ObjectExpression > Property[key.name=/^(ConditionExpression|ExpressionAttributeNames|ExpressionAttributeValues)$/]",
    message: "An update's condition goes through the same builder: `.when((c) => ...)` (functions/data/update.ts).",
  },
];

/** eslint-plugin-import resolves our `.js` specifiers to the `.ts` files through TypeScript's own rules. */
const importSettings = {
  'import/resolver': { typescript: { project: './tsconfig.json' } },
  // no-cycle reads the imported files too: with TypeScript's parser.
  'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

export default tseslint.config(
  { ignores: ['node_modules', 'frontend/dist', 'cdk.out', '.local', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', zodImport],
    },
  },
  {
    // Comments that cannot drift: the files they name exist, and they name no tracker issue.
    plugins: { local: commentRules },
    rules: {
      'local/comment-paths': ['error', {
        // Not repository files: written by a run (bench/results.json), object keys in a bucket.
        allow: ['bench/results.json', 'catalog/latest.json'],
      }],
      'local/no-issue-refs': 'error',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // No circle of imports anywhere; each layer imports only the layers below it.
    files: ['functions/**/*.ts', 'frontend/src/**/*.{ts,tsx}', 'local/**/*.ts', 'events/**/*.ts', 'infra/**/*.ts', 'bench/**/*.ts'],
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }] },
  },
  {
    // Tests beside the code may reach across layers (a repo's test may drive its handlers).
    files: ['functions/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: { 'import/no-restricted-paths': ['error', { zones: [...frontendZones, ...backendZones] }] },
  },
  {
    // Of the order rules the site runs only the state machine; it may name the API's order types.
    files: ['frontend/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/functions/core/order-record*', '**/functions/core/order-payments*', '**/functions/core/orders*'], message: 'The site imports the order state machine only (functions/core/order-states).' },
          { group: ['**/functions/core/order-api*'], allowTypeImports: true, message: 'The site takes only types from functions/core/order-api (import type).' },
        ],
      }],
    },
  },
  {
    // Every update in data/ is built from an item's declared attributes (DESIGN.md convention 11).
    files: ['functions/data/**/*.ts'],
    ignores: ['functions/data/update.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', zodImport, ...updateThroughItems] },
  },
  {
    // Only data/ talks to DynamoDB (DESIGN.md convention 5); tests may mock its commands.
    files: ['functions/**/*.ts'],
    ignores: ['functions/data/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'] }],
    },
  },
);
