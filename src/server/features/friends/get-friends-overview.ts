// Everything the Friends card shows me: my code and sharing choices, the school switch, my friends (and whether each
// shares with me), requests both ways and the students I blocked.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { FriendsOverview } from "../../../domain/friends/friends-schemas";
import { friendRequests, shareChosenFriends, userBlocks, users } from "../../db/schema";
import type { Db } from "../../platform/db";
import { friendsWithFacts, schoolSharingEnabled, settingsOf, type Student } from "./friends-queries";

export async function getFriendsOverview(db: Db, me: Student): Promise<FriendsOverview> {
  const settings = await settingsOf(db, me.id);
  const [friends, chosen, incoming, outgoing, blocked, sharing] = await Promise.all([
    friendsWithFacts(db, me),
    db
      .select({ id: shareChosenFriends.friendId })
      .from(shareChosenFriends)
      .where(eq(shareChosenFriends.ownerId, me.id)),
    pendingRequests(db, me.id, "incoming"),
    pendingRequests(db, me.id, "outgoing"),
    db
      .select({ id: users.id, name: users.name })
      .from(userBlocks)
      .innerJoin(users, eq(users.id, userBlocks.blockedId))
      .where(eq(userBlocks.blockerId, me.id))
      .orderBy(asc(users.name)),
    schoolSharingEnabled(db, me.schoolId),
  ]);
  return {
    friendCode: settings.friendCode,
    shareScope: settings.shareScope,
    showRooms: settings.showRooms,
    chosenFriendIds: chosen.map((c) => c.id),
    schoolSharingEnabled: sharing,
    friends: friends.map((f) => ({
      id: f.id,
      name: f.name,
      email: f.email,
      sharesWithMe: f.sharesWithMe,
      since: f.since.toISOString(),
    })),
    incoming,
    outgoing,
    blocked,
  };
}

async function pendingRequests(db: Db, myId: string, direction: "incoming" | "outgoing") {
  const mine = direction === "incoming" ? friendRequests.recipientId : friendRequests.senderId;
  const other = direction === "incoming" ? friendRequests.senderId : friendRequests.recipientId;
  const rows = await db
    .select({
      id: friendRequests.id,
      createdAt: friendRequests.createdAt,
      personId: users.id,
      name: users.name,
      email: users.email,
    })
    .from(friendRequests)
    .innerJoin(users, eq(users.id, other))
    // Requests from or to a suspended or banned student wait unseen until the account is active again.
    .where(and(eq(mine, myId), eq(friendRequests.status, "pending"), sql`${users.status} = 'active'`))
    .orderBy(desc(friendRequests.createdAt));
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    person: { id: r.personId, name: r.name, email: r.email },
  }));
}
