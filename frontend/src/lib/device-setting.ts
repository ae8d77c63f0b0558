import { useSyncExternalStore } from 'react';

/**
 * A setting remembered on this device (localStorage), not in her account: what a shared or
 * watched phone should do (discreet mode, the quick exit). Every tab follows a change at once.
 */
export type DeviceSetting<T> = {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
};

export function deviceSetting<T>(key: string, fallback: T, parse: (stored: unknown) => T | null): DeviceSetting<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cached = fallback;

  const read = (): T => {
    let raw: string | null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      return fallback; // Storage off: the default.
    }
    if (raw === cachedRaw) return cached;
    cachedRaw = raw;
    try {
      cached = raw === null ? fallback : (parse(JSON.parse(raw)) ?? fallback);
    } catch {
      cached = fallback;
    }
    return cached;
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) for (const listener of [...listeners]) listener();
    });
  }

  return {
    get: read,
    set(value) {
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Storage off: nothing can be remembered.
      }
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The setting's value, kept current. */
export function useDeviceSetting<T>(setting: DeviceSetting<T>): T {
  return useSyncExternalStore(setting.subscribe, setting.get, setting.get);
}
