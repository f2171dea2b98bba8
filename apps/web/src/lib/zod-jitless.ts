// The web's `zod`: vite.config.ts resolves every `import … from 'zod'` (ours and @samaj/shared's) to
// this module, so zod is configured before any module that builds a schema runs, wherever zod is first
// loaded. Zod then stays out of the first load (decision 016): only the chunks that validate bring it.
//
// Zod compiles fast parsers with `new Function` when it may; our Content-Security-Policy has no
// 'unsafe-eval', so even zod's probe for it is reported as a CSP violation (Lighthouse's best
// practices count it). `zod/v4` is the same module `zod` re-exports, under a name the alias leaves alone.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
