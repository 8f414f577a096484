// Privacy for minors (issue 11): the shape of "download my data" and the account deletion requests, shared by the
// server (which answers with exactly these fields, nothing more) and the "Your data" card.
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../accounts/account-texts";
import { PRIVACY_TEXTS } from "./privacy-texts";

export const deleteMyAccountSchema = z.object({
  password: z
    .string({ message: PRIVACY_TEXTS.enterPassword })
    .min(1, PRIVACY_TEXTS.enterPassword)
    .max(PASSWORD_MAX_LENGTH),
});
export type DeleteMyAccountInput = z.infer<typeof deleteMyAccountSchema>;

export const EXPORT_FORMAT = "cohort-data-export/1" as const;

/** `cohort-data-2026-11-23.json`: the date of the download (UTC). */
export function dataExportFileName(now: Date): string {
  return `cohort-data-${now.toISOString().slice(0, 10)}.json`;
}

const instant = z.string();
const maybeInstant = z.string().nullable();

// Every section holds only this user's own rows; another person appears as an id, and only where a relation needs it.
export const dataExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  exportedAt: instant,
  profile: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: z.string(),
    status: z.string(),
    school: z.object({ id: z.number(), name: z.string() }).nullable(),
    isCasStudent: z.boolean(),
    createdAt: instant,
    updatedAt: instant,
  }),
  /** How they sign in: the provider and when it was set up; never a password hash or a token. */
  signInAccounts: z.array(z.object({ provider: z.string(), createdAt: instant, updatedAt: instant })),
  /** Where they are signed in; never the session token. */
  sessions: z.array(
    z.object({
      createdAt: instant,
      expiresAt: instant,
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
      current: z.boolean(),
    }),
  ),
  teacherApplication: z
    .object({
      name: z.string(),
      email: z.string(),
      schoolId: z.number().nullable(),
      roomNumber: z.string().nullable(),
      status: z.string(),
      reviewedAt: maybeInstant,
      createdAt: instant,
    })
    .nullable(),
  schedule: z.array(
    z.object({
      id: z.string(),
      className: z.string(),
      teacherName: z.string().nullable(),
      roomNumber: z.string().nullable(),
      startTime: z.string(),
      endTime: z.string(),
      daysOfWeek: z.array(z.string()),
      createdAt: instant,
      updatedAt: instant,
    }),
  ),
  /** Whether a private calendar feed exists; its secret URL is never kept, so it cannot be exported. */
  calendarFeed: z.object({ enabled: z.boolean(), createdAt: maybeInstant }),
  messages: z.object({
    sent: z.array(
      z.object({ id: z.string(), toUserId: z.string(), content: z.string(), isRead: z.boolean(), createdAt: instant }),
    ),
    received: z.array(
      z.object({
        id: z.string(),
        fromUserId: z.string(),
        content: z.string(),
        isRead: z.boolean(),
        createdAt: instant,
      }),
    ),
  }),
  friends: z.object({
    settings: z.object({ friendCode: z.string(), shareScope: z.string(), showRooms: z.boolean() }).nullable(),
    chosenFriendIds: z.array(z.string()),
    friendships: z.array(z.object({ friendId: z.string(), since: instant })),
    requestsSent: z.array(
      z.object({
        id: z.string(),
        toUserId: z.string(),
        status: z.string(),
        createdAt: instant,
        respondedAt: maybeInstant,
      }),
    ),
    requestsReceived: z.array(
      z.object({
        id: z.string(),
        fromUserId: z.string(),
        status: z.string(),
        createdAt: instant,
        respondedAt: maybeInstant,
      }),
    ),
    /** Students they blocked (who blocked them is the other student's business). */
    blocked: z.array(z.object({ userId: z.string(), createdAt: instant })),
  }),
  jenga: z.object({
    stats: z
      .object({
        totalPoints: z.number(),
        rating: z.number(),
        gamesPlayed: z.number(),
        gamesWon: z.number(),
        gamesLost: z.number(),
      })
      .nullable(),
    games: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        status: z.string(),
        createdByMe: z.boolean(),
        createdAt: instant,
        startedAt: maybeInstant,
        joinedAt: instant,
        playerStatus: z.string(),
        turnOrder: z.number(),
        result: z.enum(["won", "lost"]).nullable(),
        moves: z.array(
          z.object({ moveNumber: z.number(), difficulty: z.string(), points: z.number(), createdAt: instant }),
        ),
      }),
    ),
    invitesReceived: z.array(
      z.object({
        gameId: z.string(),
        invitedByUserId: z.string().nullable(),
        status: z.string(),
        createdAt: instant,
        respondedAt: maybeInstant,
      }),
    ),
    invitesSent: z.array(
      z.object({
        gameId: z.string(),
        toUserId: z.string(),
        status: z.string(),
        createdAt: instant,
        respondedAt: maybeInstant,
      }),
    ),
  }),
  spikeball: z.object({
    application: z
      .object({
        status: z.string(),
        adminNotes: z.string().nullable(),
        approvedAt: maybeInstant,
        createdAt: instant,
        updatedAt: instant,
        /** The receipt photo as it is stored (re-encoded, without metadata). */
        receipt: z.object({ contentType: z.string(), base64: z.string() }).nullable(),
      })
      .nullable(),
    team: z
      .object({ id: z.string(), name: z.string(), role: z.string(), joinedAt: instant, createdByMe: z.boolean() })
      .nullable(),
    invitesReceived: z.array(
      z.object({
        teamId: z.string(),
        teamName: z.string(),
        invitedByUserId: z.string().nullable(),
        status: z.string(),
        createdAt: instant,
        respondedAt: maybeInstant,
      }),
    ),
    invitesSent: z.array(
      z.object({
        teamId: z.string(),
        toUserId: z.string(),
        status: z.string(),
        createdAt: instant,
        respondedAt: maybeInstant,
      }),
    ),
  }),
  /**
   * Notifications on their devices: what reaches them, and each device with its push service. The push address
   * and keys are left out: with them anyone could send to the device.
   */
  push: z.object({
    preferences: z
      .object({
        schoolWide: z.boolean(),
        messages: z.boolean(),
        jenga: z.boolean(),
        spikeball: z.boolean(),
        hideMessageText: z.boolean(),
      })
      .nullable(),
    devices: z.array(z.object({ label: z.string(), pushService: z.string(), createdAt: instant })),
  }),
});
export type DataExport = z.infer<typeof dataExportSchema>;
