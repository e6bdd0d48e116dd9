/**
 * Node 20 lacks Map.groupBy (Node 21+), which vitest 5's reporter calls when it prints a failure; without it a
 * failing test shows "Map.groupBy is not a function" instead of its message. Loaded by the vitest configs.
 */
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}
