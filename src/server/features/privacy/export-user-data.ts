// "Download my data": every row that is this user's, read in one snapshot. Each select names its columns, so a
// password hash, a session token or a feed secret can never slip in, and other people appear only as ids.
import { asc, eq, or } from "drizzle-orm";
import { type DataExport, EXPORT_FORMAT } from "../../../domain/privacy/privacy-schemas";
import {
  accounts,
  calendarFeeds,
  friendRequests,
  friendSettings,
  friendships,
  jengaGamePlayers,
  jengaGames,
  jengaInvites,
  jengaMoves,
  jengaUserStats,
  messages,
  schools,
  scheduleEntries,
  sessions,
  shareChosenFriends,
  spikeballApplications,
  spikeballTeamInvites,
  spikeballTeamMembers,
  spikeballTeams,
  teacherApplications,
  userBlocks,
  users,
} from "../../db/schema";
import type { Db, Tx } from "../../platform/db";
import { notFound } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

export async function exportUserData(
  { db, store }: { db: Db; store: FileStore },
  userId: string,
  currentSessionId: string | null,
  now = new Date(),
): Promise<DataExport> {
  const { receiptKey, ...data } = await db.transaction(
    (tx) => readUserRows(tx, userId, currentSessionId, now),
    // One consistent picture of the account, even while the user changes it in another tab.
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  if (data.spikeball.application && receiptKey) {
    const file = await store.read(receiptKey);
    data.spikeball.application.receipt = file
      ? { contentType: file.contentType, base64: file.body.toString("base64") }
      : null;
  }
  return data;
}

async function readUserRows(tx: Tx, userId: string, currentSessionId: string | null, now: Date) {
  const [user] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      role: users.role,
      status: users.status,
      schoolId: schools.id,
      schoolName: schools.name,
      isCasStudent: users.isCasStudent,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, userId));
  if (!user) throw notFound("User not found");

  const signInAccounts = await tx
    .select({ provider: accounts.providerId, createdAt: accounts.createdAt, updatedAt: accounts.updatedAt })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.createdAt));
  const sessionRows = await tx
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const [teacherApplication] = await tx
    .select({
      name: teacherApplications.name,
      email: teacherApplications.email,
      schoolId: teacherApplications.schoolId,
      roomNumber: teacherApplications.roomNumber,
      status: teacherApplications.status,
      reviewedAt: teacherApplications.reviewedAt,
      createdAt: teacherApplications.createdAt,
    })
    .from(teacherApplications)
    .where(eq(teacherApplications.userId, userId));
  const schedule = await tx
    .select({
      id: scheduleEntries.id,
      className: scheduleEntries.className,
      teacherName: scheduleEntries.teacherName,
      roomNumber: scheduleEntries.roomNumber,
      startTime: scheduleEntries.startTime,
      endTime: scheduleEntries.endTime,
      daysOfWeek: scheduleEntries.daysOfWeek,
      createdAt: scheduleEntries.createdAt,
      updatedAt: scheduleEntries.updatedAt,
    })
    .from(scheduleEntries)
    .where(eq(scheduleEntries.userId, userId))
    .orderBy(asc(scheduleEntries.startTime), asc(scheduleEntries.createdAt));
  const [feed] = await tx
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));

  const messageRows = await tx
    .select({
      id: messages.id,
      senderId: messages.senderId,
      recipientId: messages.recipientId,
      content: messages.content,
      isRead: messages.isRead,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)))
    .orderBy(asc(messages.createdAt));

  const [settings] = await tx
    .select({
      friendCode: friendSettings.friendCode,
      shareScope: friendSettings.shareScope,
      showRooms: friendSettings.showRooms,
    })
    .from(friendSettings)
    .where(eq(friendSettings.userId, userId));
  const chosen = await tx
    .select({ friendId: shareChosenFriends.friendId })
    .from(shareChosenFriends)
    .where(eq(shareChosenFriends.ownerId, userId))
    .orderBy(asc(shareChosenFriends.createdAt));
  const friendshipRows = await tx
    .select()
    .from(friendships)
    .where(or(eq(friendships.userLowId, userId), eq(friendships.userHighId, userId)))
    .orderBy(asc(friendships.createdAt));
  const requestRows = await tx
    .select()
    .from(friendRequests)
    .where(or(eq(friendRequests.senderId, userId), eq(friendRequests.recipientId, userId)))
    .orderBy(asc(friendRequests.createdAt));
  const blocks = await tx
    .select({ userId: userBlocks.blockedId, createdAt: userBlocks.createdAt })
    .from(userBlocks)
    .where(eq(userBlocks.blockerId, userId))
    .orderBy(asc(userBlocks.createdAt));

  const [stats] = await tx
    .select({
      totalPoints: jengaUserStats.totalPoints,
      rating: jengaUserStats.rating,
      gamesPlayed: jengaUserStats.gamesPlayed,
      gamesWon: jengaUserStats.gamesWon,
      gamesLost: jengaUserStats.gamesLost,
    })
    .from(jengaUserStats)
    .where(eq(jengaUserStats.userId, userId));
  const games = await tx
    .select({
      id: jengaGames.id,
      name: jengaGames.name,
      status: jengaGames.status,
      createdBy: jengaGames.createdBy,
      createdAt: jengaGames.createdAt,
      startedAt: jengaGames.startedAt,
      winnerId: jengaGames.winnerId,
      loserId: jengaGames.loserId,
      joinedAt: jengaGamePlayers.joinedAt,
      playerStatus: jengaGamePlayers.status,
      turnOrder: jengaGamePlayers.turnOrder,
    })
    .from(jengaGamePlayers)
    .innerJoin(jengaGames, eq(jengaGames.id, jengaGamePlayers.gameId))
    .where(eq(jengaGamePlayers.userId, userId))
    .orderBy(asc(jengaGamePlayers.joinedAt));
  const moves = await tx
    .select({
      gameId: jengaMoves.gameId,
      moveNumber: jengaMoves.moveNumber,
      difficulty: jengaMoves.difficulty,
      points: jengaMoves.points,
      createdAt: jengaMoves.createdAt,
    })
    .from(jengaMoves)
    .where(eq(jengaMoves.playerId, userId))
    .orderBy(asc(jengaMoves.gameId), asc(jengaMoves.moveNumber));
  const jengaInviteRows = await tx
    .select()
    .from(jengaInvites)
    .where(or(eq(jengaInvites.userId, userId), eq(jengaInvites.invitedBy, userId)))
    .orderBy(asc(jengaInvites.createdAt));

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

  const movesOf = (gameId: string) =>
    moves
      .filter((m) => m.gameId === gameId)
      .map((m) => ({
        moveNumber: m.moveNumber,
        difficulty: m.difficulty,
        points: m.points,
        createdAt: iso(m.createdAt),
      }));

  return {
    receiptKey: application?.receiptKey ?? null,
    format: EXPORT_FORMAT,
    exportedAt: iso(now),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      status: user.status,
      school: user.schoolId !== null && user.schoolName !== null ? { id: user.schoolId, name: user.schoolName } : null,
      isCasStudent: user.isCasStudent,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    signInAccounts: signInAccounts.map((a) => ({
      provider: a.provider,
      createdAt: iso(a.createdAt),
      updatedAt: iso(a.updatedAt),
    })),
    sessions: sessionRows.map((s) => ({
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
      current: s.id === currentSessionId,
    })),
    teacherApplication: teacherApplication
      ? {
          ...teacherApplication,
          reviewedAt: isoOrNull(teacherApplication.reviewedAt),
          createdAt: iso(teacherApplication.createdAt),
        }
      : null,
    schedule: schedule.map((e) => ({ ...e, createdAt: iso(e.createdAt), updatedAt: iso(e.updatedAt) })),
    calendarFeed: { enabled: Boolean(feed), createdAt: feed ? iso(feed.createdAt) : null },
    messages: {
      sent: messageRows
        .filter((m) => m.senderId === userId)
        .map((m) => ({
          id: m.id,
          toUserId: m.recipientId,
          content: m.content,
          isRead: m.isRead,
          createdAt: iso(m.createdAt),
        })),
      received: messageRows
        .filter((m) => m.recipientId === userId && m.senderId !== userId)
        .map((m) => ({
          id: m.id,
          fromUserId: m.senderId,
          content: m.content,
          isRead: m.isRead,
          createdAt: iso(m.createdAt),
        })),
    },
    friends: {
      settings: settings ?? null,
      chosenFriendIds: chosen.map((c) => c.friendId),
      friendships: friendshipRows.map((f) => ({
        friendId: f.userLowId === userId ? f.userHighId : f.userLowId,
        since: iso(f.createdAt),
      })),
      requestsSent: requestRows
        .filter((r) => r.senderId === userId)
        .map((r) => ({
          id: r.id,
          toUserId: r.recipientId,
          status: r.status,
          createdAt: iso(r.createdAt),
          respondedAt: isoOrNull(r.respondedAt),
        })),
      requestsReceived: requestRows
        .filter((r) => r.recipientId === userId)
        .map((r) => ({
          id: r.id,
          fromUserId: r.senderId,
          status: r.status,
          createdAt: iso(r.createdAt),
          respondedAt: isoOrNull(r.respondedAt),
        })),
      blocked: blocks.map((b) => ({ userId: b.userId, createdAt: iso(b.createdAt) })),
    },
    jenga: {
      stats: stats ?? null,
      games: games.map((g) => ({
        id: g.id,
        name: g.name,
        status: g.status,
        createdByMe: g.createdBy === userId,
        createdAt: iso(g.createdAt),
        startedAt: isoOrNull(g.startedAt),
        joinedAt: iso(g.joinedAt),
        playerStatus: g.playerStatus,
        turnOrder: g.turnOrder,
        result: g.winnerId === userId ? ("won" as const) : g.loserId === userId ? ("lost" as const) : null,
        moves: movesOf(g.id),
      })),
      invitesReceived: jengaInviteRows
        .filter((i) => i.userId === userId)
        .map((i) => ({
          gameId: i.gameId,
          invitedByUserId: i.invitedBy,
          status: i.status,
          createdAt: iso(i.createdAt),
          respondedAt: isoOrNull(i.respondedAt),
        })),
      invitesSent: jengaInviteRows
        .filter((i) => i.invitedBy === userId && i.userId !== userId)
        .map((i) => ({
          gameId: i.gameId,
          toUserId: i.userId,
          status: i.status,
          createdAt: iso(i.createdAt),
          respondedAt: isoOrNull(i.respondedAt),
        })),
    },
    spikeball: {
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
    },
  };
}
