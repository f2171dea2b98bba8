import { config } from 'zod';

// Zod compiles fast parsers with `new Function` when it may; our Content-Security-Policy has no
// 'unsafe-eval', so even zod's probe for it is reported as a CSP violation (Lighthouse's best
// practices count it). Imported first in main.tsx, before any schema is built.
config({ jitless: true });
