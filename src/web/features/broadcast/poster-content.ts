// The campaign poster's text kept in this browser, so a candidate can make it theirs and print it again later; the
// sample candidate until then. What the text may be is the domain's posterContentSchema.
import { type PosterContent, posterContentSchema } from "@/domain/broadcast/poster-schemas";

const STORAGE_KEY = "cohort.campaign-poster";

export const SAMPLE_POSTER: PosterContent = {
  slogan: "Every Dollar Counts. Every Voice Counts.",
  name: "Alex Morgan",
  office: "Student Treasurer",
  promises: [
    "Publish the student council budget every month",
    "Fair, open grants for every club",
    "Cheaper tickets for dances and games",
  ],
};

export function loadPoster(storage: Pick<Storage, "getItem"> | undefined): PosterContent {
  try {
    const saved = storage?.getItem(STORAGE_KEY);
    const parsed = saved ? posterContentSchema.safeParse(JSON.parse(saved)) : undefined;
    return parsed?.success ? parsed.data : SAMPLE_POSTER;
  } catch {
    return SAMPLE_POSTER;
  }
}

export function savePoster(
  storage: Pick<Storage, "setItem" | "removeItem"> | undefined,
  content: PosterContent | null,
) {
  try {
    if (content) storage?.setItem(STORAGE_KEY, JSON.stringify(content));
    else storage?.removeItem(STORAGE_KEY);
  } catch {
    // Private mode or a full storage: the poster still prints, it is only not remembered.
  }
}
