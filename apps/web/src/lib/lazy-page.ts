import type { ComponentType } from 'react';

/** A route whose page is its own chunk, loaded on first visit (React Router's `lazy`). */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
