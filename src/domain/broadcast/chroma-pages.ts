// The scoreboard screens that OBS keys out by their green: from the first paint to the last they show nothing else.

/** The chroma-key green of the scoreboards' background. */
export const CHROMA_GREEN = "#00b140";

/** `/sports-lower-third` (all four matches) and `/sports-lower-third-match-1` to `-4`, with or without a query. */
const CHROMA_PAGE = /^\/sports-lower-third(?:-match-[1-4])?\/?(?:[?#]|$)/;

export function isChromaPage(url: string): boolean {
  return CHROMA_PAGE.test(url);
}
