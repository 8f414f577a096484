// Whether the device has a network, as TanStack's onlineManager knows it (the browser's online and offline events,
// and navigator.onLine at start): the one place the app asks.
import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
}
