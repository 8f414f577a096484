// The spikeball applications and teams API's contract: what the screens send (checked again by the server with the
// same messages) and what the server answers.
import { z } from "zod";
import { pageInfoShape, pageQueryShape } from "../paging/paging";
import {
  ADMIN_NOTES_MAX_LENGTH,
  APPLICATIONS_PAGE_SIZE,
  APPLICATION_STATES,
  DEFAULT_APPLICATION_FILTER,
  APPLICATION_STATUSES,
  INVITE_RESPONSES,
  RECEIPT_MAX_BYTES,
  REVIEW_DECISIONS,
  TEAM_NAME_MAX_LENGTH,
  TEAM_ROLES,
  TEAMS_PAGE_SIZE,
} from "./spikeball-rules";
import { SPIKEBALL_TEXTS } from "./spikeball-texts";

export const teamNameSchema = z
  .string({ message: SPIKEBALL_TEXTS.teamNameRequired })
  .trim()
  .min(1, SPIKEBALL_TEXTS.teamNameRequired)
  .max(TEAM_NAME_MAX_LENGTH, SPIKEBALL_TEXTS.teamNameTooLong);

const id = z.string().trim().min(1).max(64);

/**
 * The receipt a student picks (the specification's rules, in its order: a file, an image by its type; then the size
 * the server accepts). The server reads the image itself again whatever the browser says of it.
 */
export const receiptFormSchema = z.object({
  receipt: z
    .file({ message: SPIKEBALL_TEXTS.noFile })
    .refine((file) => file.type.startsWith("image/"), SPIKEBALL_TEXTS.invalidType)
    .max(RECEIPT_MAX_BYTES, SPIKEBALL_TEXTS.tooLarge),
});

export const createTeamSchema = z.object({ name: teamNameSchema });
export const adminCreateTeamSchema = z.object({ name: teamNameSchema, captainUserId: id.nullish() });
export const renameTeamSchema = z.object({ name: teamNameSchema });
export const inviteSchema = z.object({ userId: id });
export const addMemberSchema = z.object({ userId: id });
export const respondSchema = z.object({ response: z.enum(INVITE_RESPONSES) });
export const reviewSchema = z.object({
  status: z.enum(REVIEW_DECISIONS),
  notes: z
    .string()
    .trim()
    .max(ADMIN_NOTES_MAX_LENGTH)
    .nullish()
    .transform((v) => (v ? v : null)),
});

export const applicationSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  adminNotes: z.string().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type SpikeballApplicationView = z.infer<typeof applicationSchema>;

export const memberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
});

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  maxPlayers: z.number().int(),
  createdAt: z.string(),
  members: z.array(memberSchema),
});
export type TeamView = z.infer<typeof teamSchema>;

export const playerSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type PlayerView = z.infer<typeof playerSchema>;

export const teamInviteSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  invitedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TeamInviteView = z.infer<typeof teamInviteSchema>;

export const adminApplicationSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  applicationId: z.string().nullable(),
  status: z.enum(APPLICATION_STATES),
  adminNotes: z.string().nullable(),
  createdAt: z.string().nullable(),
  hasReceipt: z.boolean(),
  /** A signed URL valid for SIGNED_URL_SECONDS; null without a receipt. */
  receiptUrl: z.string().nullable(),
});
export type AdminApplicationView = z.infer<typeof adminApplicationSchema>;

/** The admin's Applications panel asks for one state at a time (pending first), a page at a time, newest first. */
export const adminApplicationsQuerySchema = z.object({
  status: z.enum(APPLICATION_STATES).default(DEFAULT_APPLICATION_FILTER),
  ...pageQueryShape(APPLICATIONS_PAGE_SIZE, 100),
});
export type AdminApplicationsQuery = z.output<typeof adminApplicationsQuerySchema>;

export const adminApplicationsPageSchema = z.object({
  applications: z.array(adminApplicationSchema),
  ...pageInfoShape,
});
export type AdminApplicationsPage = z.infer<typeof adminApplicationsPageSchema>;

/**
 * The admin's Teams panel: a page of teams, newest first, and the approved players on no team (to add or make
 * captain), at most AVAILABLE_PLAYERS_LIMIT of them, narrowed by `playerSearch` (name or email).
 */
export const adminTeamsQuerySchema = z.object({
  ...pageQueryShape(TEAMS_PAGE_SIZE, 100),
  playerSearch: z.string().max(100).optional(),
});

export const adminTeamsPageSchema = z.object({
  teams: z.array(teamSchema),
  availableUsers: z.array(playerSchema),
  ...pageInfoShape,
});
export type AdminTeamsPage = z.infer<typeof adminTeamsPageSchema>;
