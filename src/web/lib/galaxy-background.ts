// Remembers whether the visitor wants the animated galaxy background, in localStorage, shared by every component
// (and every open tab) that asks.
import { useCallback, useSyncExternalStore } from "react";

export const GALAXY_BACKGROUND_STORAGE_KEY = "cohort.galaxy-background";

const listeners = new Set<() => void>();
/** Used when storage is blocked (private mode, school policies): the choice then lasts until the page reloads. */
let unsavedChoice = true;

function readEnabled(): boolean {
  try {
    return window.localStorage.getItem(GALAXY_BACKGROUND_STORAGE_KEY) !== "off";
  } catch {
    return unsavedChoice;
  }
}

function writeEnabled(enabled: boolean): void {
  unsavedChoice = enabled;
  try {
    window.localStorage.setItem(GALAXY_BACKGROUND_STORAGE_KEY, enabled ? "on" : "off");
  } catch {
    // Blocked storage: readEnabled falls back to unsavedChoice.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === GALAXY_BACKGROUND_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Whether the galaxy background is on (it is unless turned off), and a setter that remembers the choice. */
export function useGalaxyBackground(): [enabled: boolean, setEnabled: (enabled: boolean) => void] {
  const enabled = useSyncExternalStore(subscribe, readEnabled, () => true);
  const setEnabled = useCallback((next: boolean) => writeEnabled(next), []);
  return [enabled, setEnabled];
}
