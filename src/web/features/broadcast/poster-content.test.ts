import { describe, expect, it } from "vitest";
import { loadPoster, SAMPLE_POSTER, savePoster } from "./poster-content";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("the campaign poster's text in this browser", () => {
  it("starts from the sample candidate", () => {
    expect(loadPoster(memoryStorage())).toEqual(SAMPLE_POSTER);
  });

  it("remembers an edited poster and forgets it on request", () => {
    const storage = memoryStorage();
    const mine = { ...SAMPLE_POSTER, name: "Priya Patel" };
    savePoster(storage, mine);
    expect(loadPoster(storage)).toEqual(mine);
    savePoster(storage, null);
    expect(loadPoster(storage)).toEqual(SAMPLE_POSTER);
  });

  it("falls back to the sample when what is stored is broken", () => {
    const storage = memoryStorage();
    storage.setItem("cohort.campaign-poster", "{not json");
    expect(loadPoster(storage)).toEqual(SAMPLE_POSTER);
    storage.setItem("cohort.campaign-poster", JSON.stringify({ name: "" }));
    expect(loadPoster(storage)).toEqual(SAMPLE_POSTER);
  });
});
