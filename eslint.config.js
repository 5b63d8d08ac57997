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
);
