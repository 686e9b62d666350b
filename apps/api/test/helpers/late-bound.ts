/**
 * A value a describe block builds in `beforeAll`, handed out before it exists: `view` forwards
 * every property read and write to the value once `set`, so a test writes `t.app` rather than keeping a
 * `let t` and assigning it in a hook. Reading `view` outside hooks and tests throws.
 */
export function lateBound<T extends object>(what: string) {
  let current: T | undefined;
  const read = (): T => {
    if (current === undefined) throw new Error(`the ${what} is built in beforeAll: read it inside hooks and tests`);
    return current;
  };
  const view = new Proxy({} as T, {
    get: (_, key) => Reflect.get(read(), key),
    set: (_, key, value) => Reflect.set(read(), key, value),
    has: (_, key) => Reflect.has(read(), key),
    ownKeys: () => Reflect.ownKeys(read()),
    getOwnPropertyDescriptor: (_, key) => {
      const found = Reflect.getOwnPropertyDescriptor(read(), key);
      return found && { ...found, configurable: true };
    },
  });
  return {
    view,
    set: (value: T) => {
      current = value;
    },
    /** The value, or undefined when the hook that builds it has not run (or failed). */
    get current() {
      return current;
    },
  };
}
