/**
 * A Map behind the Storage calls the app makes (localStorage, sessionStorage), for tests of
 * what is kept in the browser: what was stored is in `values`.
 */
export function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}
