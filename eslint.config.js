import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import mustUseResult from './eslint-rules/must-use-result.js';

// A Testing Library query that finds nothing throws, so `expect(getBy…(…)).toBeTruthy()` and its
// kin pass whenever they run. Forbidden in tests; the architecture test proves the rule fires.
const QUERY = '/^(get|find)(All)?By(Role|LabelText|PlaceholderText|Text|DisplayValue|AltText|Title|TestId)$/';
const QUERIED = `:matches(CallExpression[callee.property.name=${QUERY}], CallExpression[callee.name=${QUERY}], AwaitExpression[argument.callee.property.name=${QUERY}], AwaitExpression[argument.callee.name=${QUERY}])`;
const cannotFail = [
  `CallExpression[callee.property.name=/^(toBeTruthy|toBeDefined|toBeInstanceOf)$/] > MemberExpression.callee > CallExpression.object[callee.name='expect'] > ${QUERIED}`,
  `CallExpression[callee.property.name=/^(toBeNull|toBeUndefined|toBeFalsy)$/] > MemberExpression.callee > MemberExpression.object[property.name='not'] > CallExpression.object[callee.name='expect'] > ${QUERIED}`,
];

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', 'data/', 'test/fixtures/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: {
      'react-hooks': reactHooks,
      local: { rules: { 'must-use-result': mustUseResult } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/must-use-result': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-invalid-void-type': 'off',
      'no-undef': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the module itself.' }],
    },
  },
  {
    files: ['src/domain/**/*.ts', 'src/identity/rules/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'The domain does no I/O.' }],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'The domain has no clock: pass `today` in.' },
        { object: 'Math', property: 'random', message: 'The domain has no randomness: pass a source in.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'The domain has no clock: pass `today` in.' },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the module itself.' },
        ...cannotFail.map((selector) => ({
          selector,
          message:
            'This assertion cannot fail: a getBy/findBy query throws first (a Playwright locator is always truthy). ' +
            'Assert what matters (text, state, attribute, accessible name), or keep the query as a plain statement when presence is the point.',
        })),
      ],
    },
  },
);
