// Component tests: the app loads its toast library right after the first paint (ui/toast.ts);
// load it before the tests so a toast appears as it does in the running app.
import { beforeAll } from 'vitest';
import { loadToasts } from '../web/ui/toast';

beforeAll(async () => {
  await loadToasts();
});
