import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every web feature folder may import itself, contract and shared pieces, never another feature.
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = features.map((name) => ({
  target: `./apps/web/src/features/${name}`,
  from: './apps/web/src/features',
  except: [`./${name}`],
  message: 'A feature must not import another feature; compose them in src/app.',
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Layering (architecture.md, fixed): see the zones.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/exchange', from: ['./apps', './packages/contract'], message: 'exchange imports nothing of ours.' },
            { target: './packages/contract', from: ['./apps', './packages/exchange'], message: 'contract imports nothing of ours.' },
            { target: './apps/web', from: ['./apps/server', './packages/exchange'], message: 'web may import contract only.' },
            ...featureZones,
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@bx/server', '@bx/server/*', '@bx/web', '@bx/web/*'], message: 'apps are not libraries.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/exchange/**', 'packages/contract/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@bx/*'], message: 'packages import nothing of ours.' }] }] },
  },
  {
    files: ['apps/web/**'],
    ignores: ['apps/web/e2e/**', 'apps/web/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['@bx/exchange', '@bx/exchange/*', '@bx/server', '@bx/server/*'], message: 'web may import contract only.' }] }],
    },
  },
  {
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx', '**/e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
