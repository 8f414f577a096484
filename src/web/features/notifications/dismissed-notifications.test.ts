import { describe, expect, it } from "vitest";
import { readDismissed, rememberDismissed } from "./dismissed-notifications";

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe("dismissed notifications", () => {
  it("remembers closed ids", () => {
    const storage = memoryStorage();
    rememberDismissed("a", storage);
    rememberDismissed("b", storage);
    rememberDismissed("a", storage);
    expect([...readDismissed(storage)]).toEqual(["a", "b"]);
  });

  it("survives garbage in storage", () => {
    const storage = memoryStorage();
    storage.setItem("cohort.dismissed-notifications", "{not json");
    expect(readDismissed(storage).size).toBe(0);
    storage.setItem("cohort.dismissed-notifications", JSON.stringify([1, "x", null]));
    expect([...readDismissed(storage)]).toEqual(["x"]);
  });
});
