// Component tests: the app loads its toast library right after the first paint (ui/toast.ts);
// load it before the tests so a toast appears as it does in the running app.
import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { loadToasts } from '../web/ui/toast';

beforeAll(async () => {
  await loadToasts();
});

// findBy* and waitFor wait for what appears later: parts of the app load on first use (the offer
// reader, its weights and the US places), which on a busy machine takes more than the library's
// default second. What must appear is unchanged; only how long the test waits for it.
configure({ asyncUtilTimeout: 10_000 });
