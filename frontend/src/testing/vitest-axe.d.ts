import 'vitest';

// vitest-axe's own typings target the old global Vi namespace.
declare module 'vitest' {
  interface Assertion {
    toHaveNoViolations(): void;
  }
}
