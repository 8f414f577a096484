// The campaign poster's text: a student treasurer candidate's slogan, name and promises. Editable in the page and
// kept in this browser, so a candidate can make it theirs and print it again later.
import { z } from "zod";

export const POSTER_PROMISE_LIMIT = 5;
/** The longest slogan, name and office that fit the poster. */
export const POSTER_TEXT_MAX = { slogan: 80, name: 40, office: 40 } as const;
const STORAGE_KEY = "cohort.campaign-poster";

export const posterContentSchema = z.object({
  slogan: z
    .string()
    .trim()
    .min(1, "Please enter a slogan")
    .max(POSTER_TEXT_MAX.slogan, `The slogan can be at most ${POSTER_TEXT_MAX.slogan} characters`),
  name: z
    .string()
    .trim()
    .min(1, "Please enter the candidate's name")
    .max(POSTER_TEXT_MAX.name, `The name can be at most ${POSTER_TEXT_MAX.name} characters`),
  office: z
    .string()
    .trim()
    .min(1, "Please enter the office")
    .max(POSTER_TEXT_MAX.office, `The office can be at most ${POSTER_TEXT_MAX.office} characters`),
  promises: z
    .array(z.string().trim().min(1).max(90, "Each promise can be at most 90 characters"))
    .min(1, "Please enter at least one promise")
    .max(POSTER_PROMISE_LIMIT, `At most ${POSTER_PROMISE_LIMIT} promises fit on the poster`),
});
export type PosterContent = z.infer<typeof posterContentSchema>;

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

/** Promises as typed in the text box: one a line, blank lines dropped. */
export function promisesFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

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
