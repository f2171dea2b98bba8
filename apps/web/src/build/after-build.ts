import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A Vite plugin that runs `work` on the build's output directory once everything is written (after
 * the other plugins' own closing steps, the service worker's included), one such step at a time.
 */
export function afterBuild(name: string, work: (outDir: string) => void | Promise<void>): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => work(outDir),
    },
  };
}
