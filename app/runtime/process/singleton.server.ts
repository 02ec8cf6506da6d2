// One value per process, kept on globalThis: the server (native) and the app bundle, or Vite's reloaded
// modules under `npm run dev`, each evaluate their own copy of a module, yet must share it (decision 103).
export function singleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`vitrina.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  store[key] ??= create();
  return store[key];
}
