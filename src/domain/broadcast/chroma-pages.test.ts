import { describe, expect, it } from "vitest";
import { isChromaPage } from "./chroma-pages";

describe("isChromaPage", () => {
  it("is the live display and the four match scoreboards", () => {
    for (const url of [
      "/sports-lower-third",
      "/sports-lower-third/",
      "/sports-lower-third?obs=1",
      "/sports-lower-third-match-1",
      "/sports-lower-third-match-4?x",
    ]) {
      expect(isChromaPage(url), url).toBe(true);
    }
  });

  it("is not the control centre, the generator, another match number or a longer path", () => {
    for (const url of [
      "/sports-lower-third-admin",
      "/lower-third",
      "/sports-lower-third-match-5",
      "/sports-lower-third-match-1x",
      "/dashboard",
      "/",
    ]) {
      expect(isChromaPage(url), url).toBe(false);
    }
  });
});
