// The server's half of the password rule (the lengths are domain/accounts' and the browser checks them too): a new
// password may not be one of the most common passwords, nor be built from its owner's name or email, nor from this
// site's words (the app's and the schools' names, the product's words), which a guesser tries first. The judge is
// zxcvbn-ts with its common-password list, which stays on the server: it weighs hundreds of kB, and a refusal comes
// back as a field error that the form shows under the password.
import type { ZxcvbnFactory, ZxcvbnResult } from "@zxcvbn-ts/core";
import { and, eq, gt } from "drizzle-orm";
import { ACCOUNT_TEXTS, PASSWORD_MIN_LENGTH } from "../../../domain/accounts/account-texts";
import { schools, users, verifications } from "../../db/schema";
import type { Db } from "../database/db";
import { AppError } from "../http/errors";

/** How many of the library's common passwords (its list is ordered by how often each was seen) are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

/**
 * A password is common when zxcvbn, with the 10,000 most common passwords as its one dictionary, reads the whole of
 * it as one of them (whatever its case, l33t spelling or reversal) or estimates an attacker finds it within
 * 100,000 guesses. A listed password costs at most its rank, 10,000; a capital, capitals throughout, a reversal or
 * a l33t letter each doubles that, so the list and its usual variants stay under the bar, while a 6-character
 * password of random letters and digits is estimated at 1,000,000.
 */
const COMMON_GUESSES = 100_000;

/** Name, email and domain words shorter than this would match inside unrelated passwords ("co" of co.uk). */
const OWN_WORD_MIN_LENGTH = 3;

/**
 * What bounds one check: only the first 64 characters are judged (the longest listed password has 16), and the l33t
 * matcher tries at most 30 readings of them. With the library's defaults (256 and 100) a 128-character password of
 * l33t symbols took up to 270 ms of the event loop; with these, about 20 ms (bench/password-rule.ts), and only the
 * most heavily disguised variants of the list (capitalised, and five letters in l33t) pass.
 */
const JUDGED_LENGTH = 64;
const L33T_READINGS = 30;

/**
 * Words of the product itself (its features, and what a school app's form is about), besides the app's name and the
 * schools' names, which come from the configuration and the database (`siteWords`).
 */
export const PRODUCT_WORDS = [
  "cohort",
  "jenga",
  "spikeball",
  "scoreboard",
  "tournament",
  "password",
  "school",
  "student",
  "teacher",
  "admin",
] as const;

export type PasswordOwner = { name?: string | null; email?: string | null };
export type PasswordRefusal = {
  code: "password_too_common" | "password_contains_name" | "password_too_guessable";
  message: string;
};

type Judges = { common: ZxcvbnFactory; own: ZxcvbnFactory };
let judges: Promise<Judges> | undefined;

/** Loads the library and its list at the first check (about 60 ms), so a process that sets no password never does. */
function loadJudges(): Promise<Judges> {
  judges ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([{ ZxcvbnFactory }, { dictionary }]) => ({
      common: new ZxcvbnFactory({
        dictionary: { passwords: dictionary["passwords-common"].slice(0, COMMON_PASSWORD_COUNT) },
        l33tMaxSubstitutions: L33T_READINGS,
      }),
      // Only the owner's words, given at each check: no listed password competes with them for a piece.
      own: new ZxcvbnFactory({ l33tMaxSubstitutions: L33T_READINGS }),
    }),
  );
  return judges;
}

/**
 * Why `password` may not be set for its owner, or null when it may. The lengths are checked before (the schemas).
 * `site`: this site's words (`siteWords`); a password is refused when, without them and its owner's words, fewer
 * than the minimum length of characters are left ("Cohort2026!", "Riverside1").
 */
export async function passwordRefusal(
  password: string,
  owner: PasswordOwner = {},
  site: readonly string[] = PRODUCT_WORDS,
): Promise<PasswordRefusal | null> {
  const { common, own } = await loadJudges();
  const judged = password.slice(0, JUDGED_LENGTH);
  const words = ownWords(owner);
  const leftWithout = (some: string[]) => judged.length - ownWordsLength(judged, some, own.check(judged, some));
  if (words.length > 0 && leftWithout(words) < PASSWORD_MIN_LENGTH) {
    return { code: "password_contains_name", message: ACCOUNT_TEXTS.passwordContainsName };
  }
  if (isCommon(common.check(judged))) return { code: "password_too_common", message: ACCOUNT_TEXTS.passwordTooCommon };
  if (leftWithout([...new Set([...words, ...site])]) < PASSWORD_MIN_LENGTH) {
    return { code: "password_too_guessable", message: ACCOUNT_TEXTS.passwordTooGuessable };
  }
  return null;
}

/** Throws the 400 for a refused password, naming the request's `field` so the form shows it under that input. */
export async function refuseWeakPassword(
  password: string,
  owner: PasswordOwner,
  field: string,
  site: readonly string[] = PRODUCT_WORDS,
): Promise<void> {
  const refusal = await passwordRefusal(password, owner, site);
  if (refusal) throw new AppError(refusal.code, refusal.message, 400, { field });
}

/**
 * This site's words, lowercased: the product's, the app's name (APP_NAME) and every school's name (SCHOOL_NAME and
 * any other in the schools table), each as its words and run together. Read at each check: schools can be added.
 */
export async function siteWords(db: Db, appName: string): Promise<string[]> {
  const names = await db.select({ name: schools.name }).from(schools);
  const words = new Set<string>(PRODUCT_WORDS);
  for (const name of [appName, ...names.map((school) => school.name)]) {
    const parts = wordsOf(name);
    for (const word of [...parts, parts.join("")]) if (word.length >= OWN_WORD_MIN_LENGTH) words.add(word);
  }
  return [...words];
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Whose password a reset link sets (better-auth keeps the link as `reset-password:<token>`), or null for a link that
 * does not work: better-auth refuses it anyway, so nobody without a link makes the server judge passwords.
 */
export async function resetLinkOwner(db: Db, token: unknown): Promise<PasswordOwner | null> {
  if (typeof token !== "string" || token === "") return null;
  const [owner] = await db
    .select({ name: users.name, email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, new Date())));
  return owner ?? null;
}

function isCommon({ guesses, sequence }: ZxcvbnResult): boolean {
  const [only, ...others] = sequence;
  const readAsListed = others.length === 0 && only?.pattern === "dictionary" && only.dictionaryName === "passwords";
  return readAsListed || guesses < COMMON_GUESSES;
}

/**
 * The owner's words, lowercased: the name's words and the whole name (run together or joined as people join them),
 * the email's local part and its words, and the words of its domain but the last (.com, .org, .example).
 */
function ownWords({ name, email }: PasswordOwner): string[] {
  const words = new Set<string>();
  const add = (word: string) => {
    if (word.length >= OWN_WORD_MIN_LENGTH) words.add(word.toLowerCase());
  };
  const split = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const nameWords = split(name ?? "");
  nameWords.forEach(add);
  for (const joiner of ["", "-", "_", "."]) add(nameWords.join(joiner));
  const address = email ?? "";
  const at = address.lastIndexOf("@");
  if (at > 0) {
    const local = address.slice(0, at);
    add(local);
    split(local).forEach(add);
    split(address.slice(at + 1))
      .slice(0, -1)
      .forEach(add);
  }
  return [...words];
}

/**
 * How many characters of the password are the owner's words: the pieces zxcvbn reads as them (any case, l33t or
 * reversed), and every plain occurrence of one, which zxcvbn leaves inside a longer piece when a word is short
 * ("bob_" of "bob_2026").
 */
function ownWordsLength(password: string, words: string[], reading: ZxcvbnResult): number {
  const covered = new Array<boolean>(password.length).fill(false);
  const cover = (from: number, to: number) => covered.fill(true, from, to);
  for (const piece of reading.sequence) {
    if (piece.pattern === "dictionary" && piece.dictionaryName === "userInputs") cover(piece.i, piece.j + 1);
  }
  const lower = password.toLowerCase();
  for (const word of words.flatMap((w) => [w, [...w].reverse().join("")])) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) cover(at, at + word.length);
  }
  return covered.filter(Boolean).length;
}
