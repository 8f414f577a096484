// The campaign poster's texts, and the limits they state: the poster's editor shows them, poster-schemas.ts checks
// with them.

export const POSTER_PROMISE_LIMIT = 5;
/** The longest slogan, name and office that fit the poster. */
export const POSTER_TEXT_MAX = { slogan: 80, name: 40, office: 40 } as const;
export const POSTER_PROMISE_MAX_LENGTH = 90;

export const POSTER_TEXTS = {
  sloganRequired: "Please enter a slogan",
  sloganTooLong: `The slogan can be at most ${POSTER_TEXT_MAX.slogan} characters`,
  nameRequired: "Please enter the candidate's name",
  nameTooLong: `The name can be at most ${POSTER_TEXT_MAX.name} characters`,
  officeRequired: "Please enter the office",
  officeTooLong: `The office can be at most ${POSTER_TEXT_MAX.office} characters`,
  promiseTooLong: `Each promise can be at most ${POSTER_PROMISE_MAX_LENGTH} characters`,
  promisesRequired: "Please enter at least one promise",
  tooManyPromises: `At most ${POSTER_PROMISE_LIMIT} promises fit on the poster`,
  promisesHint: `One a line, up to ${POSTER_PROMISE_LIMIT}.`,
} as const;
