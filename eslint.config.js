import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Which server modules each module may import (folders under apps/server/src/modules, plus auth).
 * Dependencies point one way: a pair listed both ways is refused below, so the table cannot drift
 * back into a cycle. docs/ARCHITECTURE.md draws it.
 */
const serverModuleImports = {
  album: ['guests', 'invitations', 'media', 'public-invitations', 'responses'],
  admin: [
    'album',
    'audit',
    'auth',
    'data-rights',
    'domains',
    'moderation',
    'entitlements',
    'invitations',
    'operators',
    'orders',
    'payments',
    'plans',
    'rsvps',
    'themes',
    'users',
    'vouchers',
  ],
  audit: ['users'],
  auth: ['users'],
  checkin: ['auth', 'guests', 'invitations'],
  'co-admins': ['guests', 'invitations', 'users'],
  'data-rights': [
    'album',
    'auth',
    'door',
    'events',
    'gifts',
    'guests',
    'invitations',
    'media',
    'orders',
    'rsvps',
    'users',
  ],
  digest: ['auth', 'events', 'guests', 'invitations', 'rsvps', 'users'],
  domains: ['invitations', 'media', 'public-invitations', 'users'],
  door: ['checkin', 'guests', 'invitations', 'public-invitations', 'users'],
  entitlements: ['themes', 'users'],
  events: ['entitlements', 'guests', 'invitations', 'rsvps', 'users'],
  gifts: ['guests', 'invitations', 'media', 'public-invitations'],
  guests: ['entitlements', 'invitations', 'rsvps', 'users'],
  health: ['media'],
  invitations: ['entitlements', 'media', 'themes', 'users'],
  media: ['users'],
  moderation: ['album', 'audit', 'invitations', 'public-invitations', 'rsvps'],
  operators: ['audit', 'auth', 'guests', 'users'],
  orders: ['auth', 'entitlements', 'plans', 'themes', 'users', 'vouchers'],
  payments: ['entitlements', 'orders', 'vouchers'],
  plans: [],
  reminders: ['events', 'gifts', 'guests', 'invitations', 'rsvps'],
  'public-invitations': [
    'auth',
    'entitlements',
    'events',
    'guests',
    'invitations',
    'media',
    'rsvps',
    'themes',
    'users',
  ],
  responses: ['checkin', 'entitlements', 'guests', 'invitations', 'rsvps'],
  rsvps: ['invitations', 'users'],
  themes: [],
  users: [],
  vouchers: ['auth'],
};

/**
 * Which folders of packages/themes/src each folder may import: the catalogue at the bottom, then
 * the page model, the shared components, the designs, their assets, and the render that puts a
 * page together. One way only, like the server modules.
 */
const themesFolderImports = {
  catalogue: [],
  model: ['catalogue'],
  components: ['model'],
  designs: ['catalogue', 'components', 'model'],
  assets: ['catalogue', 'components', 'designs'],
  render: ['assets', 'catalogue', 'components', 'designs', 'model'],
  client: [],
};

/**
 * An element of this type imports no other of its type, but what its line in the table lists; the
 * message names the table.
 */
const oneWay = (type, table, message) => [
  { from: { element: { type } }, disallow: { to: { element: { type } } }, message },
  ...Object.entries(table)
    .filter(([, targets]) => targets.length > 0)
    .map(([name, targets]) => ({
      from: { element: { type, captured: { name } } },
      allow: { to: { element: { type, captured: { name: targets } } } },
    })),
];

for (const [what, table] of [
  ['server modules', serverModuleImports],
  ['themes folders', themesFolderImports],
]) {
  for (const [from, targets] of Object.entries(table)) {
    for (const to of targets) {
      if (table[to]?.includes(from)) {
        throw new Error(`eslint.config.js: ${what} ${from} and ${to} import each other`);
      }
    }
  }
}

const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

/** The package files a module imports by relative path, type-only imports included. */
function relativeImports(file) {
  return [...fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].flatMap(([, to]) => {
    const base = path.resolve(path.dirname(file), to);
    const hit = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    return hit ? [hit] : [];
  });
}

/** The modules from `start` back to itself, or null when its imports never lead back to it. */
function cycleFrom(start) {
  const seen = new Set();
  const walk = (file, trail) => {
    for (const next of relativeImports(file)) {
      if (next === start) return [...trail, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const cycle = walk(next, [...trail, next]);
      if (cycle) return cycle;
    }
    return null;
  };
  return walk(start, [start]);
}

/** A module that reaches itself again through its imports: a circle a reader has to untangle. */
const noImportCycle = {
  meta: { type: 'problem', schema: [] },
  create: (context) => ({
    Program(node) {
      const cycle = cycleFrom(context.filename);
      if (cycle) {
        const names = cycle.map((file) => path.relative(path.dirname(context.filename), file));
        context.report({ node, message: `Import cycle: ${names.join(' -> ')}` });
      }
    },
  }),
};

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
    files: ['packages/shared/src/**/*.ts', 'packages/themes/src/**/*.{ts,tsx}'],
    plugins: { kabar: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'kabar/no-import-cycle': 'error' },
  },
  {
    files: [
      'apps/server/src/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'packages/themes/src/**/*.{ts,tsx}',
    ],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: {
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/themes/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        },
      },
      'boundaries/elements': [
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['name'] },
        { type: 'server-module', pattern: 'apps/server/src/(auth)', capture: ['name'] },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['name'] },
        { type: 'web-app', pattern: 'apps/web/src/app' },
        // The test fixtures folder is no layer: any folder's tests may use it.
        { type: 'themes-folder', pattern: 'packages/themes/src/!(test)', capture: ['name'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            ...oneWay(
              'server-module',
              serverModuleImports,
              'Server module {{from.element.captured.name}} may not import {{to.element.captured.name}}: modules import one way (serverModuleImports in eslint.config.js)',
            ),
            ...oneWay(
              'themes-folder',
              themesFolderImports,
              'packages/themes/src/{{from.element.captured.name}} may not import {{to.element.captured.name}}: its folders import one way (themesFolderImports in eslint.config.js)',
            ),
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
