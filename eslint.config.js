// ESLint over the TypeScript sources: typescript-eslint's recommended-type-checked rules,
// with types from tsconfig.lint.json. Layout is Prettier's (.prettierrc.json), not ESLint's.
// Generated and copied files, samples and the live-test scripts are left out.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'bench/',
      'e2e/',
      'load/',
      'scripts/',
      'samples/',
      'test/golden/',
      'test/bad-input/',
      'test/.tmp/',
      'lib/wordpress.generated.ts',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: './tsconfig.lint.json', tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    // Tests read JSON answers, OpenAPI documents and php-parser trees whose shape is the
    // thing under test: they index into `any` on purpose and let the assertion fail.
    // The two php-parser walkers do the same with the parser's untyped AST nodes.
    files: ['test/**/*.ts', 'emitter/analyze/php-controllers.ts', 'tools/stubs/extract.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Stripping control characters from user text is what the sanitizers' regexps are for.
    rules: { 'no-control-regex': 'off' },
  },
  {
    // Every command is async by contract (runCommand awaits it); some have nothing to await.
    files: ['cli/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // A test's async callback without await is how vitest's API is written.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
);
