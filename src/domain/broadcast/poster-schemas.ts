// The campaign poster's text: a student treasurer candidate's slogan, name, office and promises, as the poster shows
// and the browser keeps them, and as its editor's form takes them (the promises typed one a line).
import { z } from "zod";
import { POSTER_PROMISE_LIMIT, POSTER_PROMISE_MAX_LENGTH, POSTER_TEXT_MAX, POSTER_TEXTS } from "./poster-texts";

const promises = z
  .array(z.string().trim().min(1).max(POSTER_PROMISE_MAX_LENGTH, POSTER_TEXTS.promiseTooLong))
  .min(1, POSTER_TEXTS.promisesRequired)
  .max(POSTER_PROMISE_LIMIT, POSTER_TEXTS.tooManyPromises);

export const posterContentSchema = z.object({
  slogan: z.string().trim().min(1, POSTER_TEXTS.sloganRequired).max(POSTER_TEXT_MAX.slogan, POSTER_TEXTS.sloganTooLong),
  name: z.string().trim().min(1, POSTER_TEXTS.nameRequired).max(POSTER_TEXT_MAX.name, POSTER_TEXTS.nameTooLong),
  office: z.string().trim().min(1, POSTER_TEXTS.officeRequired).max(POSTER_TEXT_MAX.office, POSTER_TEXTS.officeTooLong),
  promises,
});
export type PosterContent = z.infer<typeof posterContentSchema>;

/** The editor's form: the promises in one text box, one a line (blank lines dropped), become the poster's list. */
export const posterFormSchema = posterContentSchema.extend({
  promises: z
    .string()
    .transform((text) =>
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(promises),
});
