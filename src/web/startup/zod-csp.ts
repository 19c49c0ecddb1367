import { config } from 'zod';

// Our Content-Security-Policy has no 'unsafe-eval'. zod 4 probes for eval (`new Function`)
// when an object schema is built to decide whether to compile a fast parser; under the policy the
// probe throws (zod then parses without it) but the browser logs a CSP violation, which Lighthouse
// reports under Best Practices. Tell zod up front not to try: imported first by main.tsx, and
// bundled into zod's own chunk (vite.config.ts) so it runs before any schema module.
config({ jitless: true });
