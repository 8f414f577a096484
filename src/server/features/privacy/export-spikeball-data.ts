// Spikeball's part of "download my data": the application, the team and team invites both ways. The receipt's file
// is read after the transaction (export-user-data.ts), so its key is handed back beside the part.
import { asc, eq, or } from "drizzle-orm";
import type { DataExport } from "../../../domain/privacy/privacy-schemas";
import { spikeballApplications, spikeballTeamInvites, spikeballTeamMembers, spikeballTeams } from "../../db/schema";
import type { Tx } from "../../platform/database/db";
import { iso, isoOrNull } from "./export-dates";

export async function exportSpikeballData(
  tx: Tx,
  userId: string,
): Promise<{ receiptKey: string | null; spikeball: DataExport["spikeball"] }> {
  const [application] = await tx
    .select({
      status: spikeballApplications.status,
      adminNotes: spikeballApplications.adminNotes,
      approvedAt: spikeballApplications.approvedAt,
      createdAt: spikeballApplications.createdAt,
      updatedAt: spikeballApplications.updatedAt,
      receiptKey: spikeballApplications.receiptKey,
    })
    .from(spikeballApplications)
    .where(eq(spikeballApplications.userId, userId));
  const [team] = await tx
    .select({
      id: spikeballTeams.id,
      name: spikeballTeams.name,
      createdBy: spikeballTeams.createdBy,
      role: spikeballTeamMembers.role,
      joinedAt: spikeballTeamMembers.joinedAt,
    })
    .from(spikeballTeamMembers)
    .innerJoin(spikeballTeams, eq(spikeballTeams.id, spikeballTeamMembers.teamId))
    .where(eq(spikeballTeamMembers.userId, userId));
  const teamInviteRows = await tx
    .select({
      teamId: spikeballTeamInvites.teamId,
      teamName: spikeballTeams.name,
      invitedBy: spikeballTeamInvites.invitedBy,
      invitedUserId: spikeballTeamInvites.invitedUserId,
      status: spikeballTeamInvites.status,
      createdAt: spikeballTeamInvites.createdAt,
      respondedAt: spikeballTeamInvites.respondedAt,
    })
    .from(spikeballTeamInvites)
    .innerJoin(spikeballTeams, eq(spikeballTeams.id, spikeballTeamInvites.teamId))
    .where(or(eq(spikeballTeamInvites.invitedUserId, userId), eq(spikeballTeamInvites.invitedBy, userId)))
    .orderBy(asc(spikeballTeamInvites.createdAt));

  const spikeball = {
    application: application
      ? {
          status: application.status,
          adminNotes: application.adminNotes,
          approvedAt: isoOrNull(application.approvedAt),
          createdAt: iso(application.createdAt),
          updatedAt: iso(application.updatedAt),
          receipt: null as { contentType: string; base64: string } | null,
        }
      : null,
    team: team
      ? {
          id: team.id,
          name: team.name,
          role: team.role,
          joinedAt: iso(team.joinedAt),
          createdByMe: team.createdBy === userId,
        }
      : null,
    invitesReceived: teamInviteRows
      .filter((i) => i.invitedUserId === userId)
      .map((i) => ({
        teamId: i.teamId,
        teamName: i.teamName,
        invitedByUserId: i.invitedBy,
        status: i.status,
        createdAt: iso(i.createdAt),
        respondedAt: isoOrNull(i.respondedAt),
      })),
    invitesSent: teamInviteRows
      .filter((i) => i.invitedBy === userId && i.invitedUserId !== userId)
      .map((i) => ({
        teamId: i.teamId,
        toUserId: i.invitedUserId,
        status: i.status,
        createdAt: iso(i.createdAt),
        respondedAt: isoOrNull(i.respondedAt),
      })),
  };
  return { receiptKey: application?.receiptKey ?? null, spikeball };
}
