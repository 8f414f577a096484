// Which notifications this browser closed: kept in local storage for good, as the specification asks.
const STORAGE_KEY = "cohort.dismissed-notifications";
const MAX_REMEMBERED = 500;

export function readDismissed(storage: Pick<Storage, "getItem"> = localStorage): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? "[]");
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

export function rememberDismissed(id: string, storage: Pick<Storage, "getItem" | "setItem"> = localStorage) {
  const ids = [...readDismissed(storage), id].slice(-MAX_REMEMBERED);
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify([...new Set(ids)]));
  } catch {
    // Storage full or blocked (private mode): the notification stays hidden until the page reloads.
  }
}
