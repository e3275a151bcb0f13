import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/**
 * Which server modules each module may import (folders under apps/server/src/modules, plus auth).
 * Dependencies point one way: a pair listed both ways is refused below, so the table cannot drift
 * back into a cycle. docs/ARCHITECTURE.md draws it.
 */
const serverModuleImports = {
  auth: ['users'],
  checkin: ['guests', 'invitations'],
  'co-admins': ['guests', 'invitations', 'users'],
  domains: ['invitations', 'media', 'public-invitations', 'users'],
  entitlements: ['themes', 'users'],
  gifts: ['guests', 'invitations'],
  guests: ['entitlements', 'invitations', 'users'],
  health: ['media'],
  invitations: ['entitlements', 'media', 'themes', 'users'],
  media: ['users'],
  orders: ['auth', 'entitlements', 'themes', 'users', 'vouchers'],
  payments: ['entitlements', 'orders', 'vouchers'],
  'public-invitations': [
    'entitlements',
    'guests',
    'invitations',
    'media',
    'rsvps',
    'themes',
    'users',
  ],
  responses: ['checkin', 'entitlements', 'guests', 'invitations', 'rsvps'],
  rsvps: ['invitations'],
  themes: [],
  users: [],
  vouchers: ['auth'],
};

/** One policy per element that may import others of its type: the table's line for it. */
const allowedImports = (type, table) =>
  Object.entries(table)
    .filter(([, targets]) => targets.length > 0)
    .map(([name, targets]) => ({
      from: { element: { type, captured: { name } } },
      allow: { to: { element: { type, captured: { name: targets } } } },
    }));

for (const [from, targets] of Object.entries(serverModuleImports)) {
  for (const to of targets) {
    if (serverModuleImports[to]?.includes(from)) {
      throw new Error(`eslint.config.js: server modules ${from} and ${to} import each other`);
    }
  }
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', '.bench/**'],
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
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/themes/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The server and the browser tests meet only as processes, over HTTP and in plain SQL
  // (decision 019): neither imports the other.
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@kabar/server', '@kabar/server/**'],
              message:
                'e2e drives the server as a process (e2e/support/product.ts), never imports it',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/e2e/**', '@kabar/e2e', '@kabar/e2e/**'],
              message: 'the server never imports the browser tests (decision 019)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: {
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
      'boundaries/elements': [
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['name'] },
        { type: 'server-module', pattern: 'apps/server/src/(auth)', capture: ['name'] },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['name'] },
        { type: 'web-app', pattern: 'apps/web/src/app' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'server-module' } },
              disallow: { to: { element: { type: 'server-module' } } },
              message:
                'Server module {{from.element.captured.name}} may not import {{to.element.captured.name}}: modules import one way (serverModuleImports in eslint.config.js)',
            },
            ...allowedImports('server-module', serverModuleImports),
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: [{ type: 'web-feature' }, { type: 'web-app' }] } },
              message:
                'Web feature {{from.element.captured.name}} may not import {{to.element.path}}: features never import each other or the app',
            },
          ],
        },
      ],
    },
  },
);
