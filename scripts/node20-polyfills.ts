// Vitest 5 reports failures with Map.groupBy, which Node 20 lacks (it arrived in Node 21).
// Loaded by the vitest configs so a failing test prints its error instead of crashing the reporter.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<K, V>(items: Iterable<V>, key: (item: V, index: number) => K): Map<K, V[]> {
      const map = new Map<K, V[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        const list = map.get(k);
        if (list) list.push(item);
        else map.set(k, [item]);
      }
      return map;
    },
  });
}
if (typeof (Object as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Object, 'groupBy', {
    configurable: true,
    writable: true,
    value<V>(items: Iterable<V>, key: (item: V, index: number) => PropertyKey) {
      const out: Record<PropertyKey, V[]> = Object.create(null);
      let i = 0;
      for (const item of items) (out[key(item, i++)] ??= []).push(item);
      return out;
    },
  });
}
export {};
