// The friends API's contract: what the screens send (checked again by the server with the same messages) and what
// the server answers.
import { z } from "zod";
import { ACCOUNT_TEXTS } from "../accounts/account-texts";
import { EMAIL_MAX_LENGTH, personEmail } from "../accounts/person-fields";
import { WEEKDAYS } from "../schedule/schedule-rules";
import { scheduleEntrySchema } from "../schedule/schedule-schemas";
import { SHARE_SCOPES } from "./friend-rules";
import { FRIENDS_TEXTS } from "./friends-texts";

/** A request names its student by email (any person's email rule) or by personal code, never both. */
export const sendFriendRequestSchema = z
  .object({
    email: z.string().trim().max(EMAIL_MAX_LENGTH, ACCOUNT_TEXTS.emailInvalid).optional(),
    code: z.string().trim().max(40).optional(),
  })
  .transform(({ email, code }, ctx) => {
    if (!email && !code) ctx.addIssue({ code: "custom", message: FRIENDS_TEXTS.enterEmailOrCode });
    else if (email && code) ctx.addIssue({ code: "custom", message: FRIENDS_TEXTS.emailOrCodeNotBoth });
    else if (code) return { code };
    else {
      const checked = personEmail.safeParse(email);
      if (checked.success) return { email: checked.data };
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: "custom", path: ["email"], message: issue.message });
    }
    return z.NEVER;
  });
export type SendFriendRequestInput = z.input<typeof sendFriendRequestSchema>;

export const shareSettingsInputSchema = z.object({
  shareScope: z.enum(SHARE_SCOPES, { message: "Choose all friends, chosen friends or nobody" }),
  showRooms: z.boolean(),
  /** Used when shareScope is chosen_friends; kept otherwise, so switching back restores the choice. */
  chosenFriendIds: z.array(z.string().min(1).max(64)).max(500),
});
export type ShareSettingsInput = z.infer<typeof shareSettingsInputSchema>;

export const blockInputSchema = z.object({ userId: z.string().min(1).max(64) });

export const schoolSharingInputSchema = z.object({ schoolId: z.number().int().positive(), enabled: z.boolean() });

const person = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const friendSchema = person.extend({
  /** They share their schedule with me right now (all conditions hold). */
  sharesWithMe: z.boolean(),
  since: z.string(),
});
export type Friend = z.infer<typeof friendSchema>;

export const friendRequestSchema = z.object({ id: z.string(), person, createdAt: z.string() });

export const friendsOverviewSchema = z.object({
  friendCode: z.string(),
  shareScope: z.enum(SHARE_SCOPES),
  showRooms: z.boolean(),
  chosenFriendIds: z.array(z.string()),
  /** The admin's school-wide switch: off, nobody sees anybody's schedule. */
  schoolSharingEnabled: z.boolean(),
  friends: z.array(friendSchema),
  incoming: z.array(friendRequestSchema),
  outgoing: z.array(friendRequestSchema),
  blocked: z.array(person.pick({ id: true, name: true })),
});
export type FriendsOverview = z.infer<typeof friendsOverviewSchema>;

/** A friend's class as shared with me: their entry without its edit time, the room null unless they show rooms. */
export const sharedEntrySchema = scheduleEntrySchema.omit({ updatedAt: true });
export type SharedEntry = z.infer<typeof sharedEntrySchema>;

export const friendScheduleSchema = z.object({
  friend: person.pick({ id: true, name: true }),
  showsRooms: z.boolean(),
  timeZone: z.string(),
  entries: z.array(sharedEntrySchema),
});
export type FriendSchedule = z.infer<typeof friendScheduleSchema>;

export const freePeriodSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  startLabel: z.string(),
  endLabel: z.string(),
  durationLabel: z.string(),
});

export const freeTogetherSchema = z.object({
  friend: person.pick({ id: true, name: true }),
  weekday: z.enum(WEEKDAYS),
  isWeekend: z.boolean(),
  periods: z.array(freePeriodSchema),
});
export type FreeTogether = z.infer<typeof freeTogetherSchema>;

export const classesInCommonSchema = z.object({
  classes: z.array(
    z.object({
      /** My entry. */
      entryId: z.string(),
      friends: z.array(z.object({ id: z.string(), name: z.string(), days: z.array(z.enum(WEEKDAYS)) })),
    }),
  ),
});
export type ClassesInCommon = z.infer<typeof classesInCommonSchema>;

export const schoolSharingSchema = z.object({
  schools: z.array(z.object({ id: z.number(), name: z.string(), scheduleSharingEnabled: z.boolean() })),
});
export type SchoolSharing = z.infer<typeof schoolSharingSchema>;
