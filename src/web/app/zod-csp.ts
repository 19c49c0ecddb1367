import { config } from 'zod';

// Our Content-Security-Policy has no 'unsafe-eval'. zod 4 probes for eval (`new Function`) the
// first time it parses an object to decide whether to compile a fast parser; under the policy the
// probe throws (zod then parses without it) but the browser logs a CSP violation, which Lighthouse
// reports under Best Practices. Tell zod up front not to try. Imported first by main.tsx, before
// any module parses stored state.
config({ jitless: true });
