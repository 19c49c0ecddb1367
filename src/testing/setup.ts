// Shared Vitest setup: fail any test that logs an unexpected console.error
// (epic-stack's habit), and add DOM matchers for component tests.
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';

let errorSpy: ReturnType<typeof vi.spyOn> | undefined;

beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  errorSpy?.mockRestore();
});
