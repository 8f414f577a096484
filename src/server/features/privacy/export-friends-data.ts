// The friends' part of "download my data": sharing settings, chosen friends, friendships, requests both ways and
// blocks, other people named by id only.
import { asc, eq, or } from "drizzle-orm";
import type { DataExport } from "../../../domain/privacy/privacy-schemas";
import { friendRequests, friendSettings, friendships, shareChosenFriends, userBlocks } from "../../db/schema";
import type { Tx } from "../../platform/database/db";
import { iso, isoOrNull } from "./export-dates";

export async function exportFriendsData(tx: Tx, userId: string): Promise<DataExport["friends"]> {
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

  return {
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
  };
}
