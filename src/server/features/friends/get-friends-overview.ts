// Everything the Friends card shows me: my code and sharing choices, the school switch, my friends (and whether each
// shares with me), requests both ways and the students I blocked.
import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import type { FriendsOverview } from "../../../domain/friends/friends-schemas";
import { friendRequests, shareChosenFriends, userBlocks, users } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { friendsWithFacts, schoolSharingEnabled, settingsOf, type Student } from "./friends-queries";

export async function getFriendsOverview(db: Db, me: Student): Promise<FriendsOverview> {
  // One wave of independent statements: the card is asked for on every visit of the dashboard.
  const [settings, friends, chosen, requests, blocked, sharing] = await Promise.all([
    settingsOf(db, me.id),
    friendsWithFacts(db, me),
    db
      .select({ id: shareChosenFriends.friendId })
      .from(shareChosenFriends)
      .where(eq(shareChosenFriends.ownerId, me.id)),
    pendingRequests(db, me.id),
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
    incoming: requests.filter((r) => r.incoming).map(({ incoming: _, ...r }) => r),
    outgoing: requests.filter((r) => !r.incoming).map(({ incoming: _, ...r }) => r),
    blocked,
  };
}

/** My pending requests both ways, newest first, each with the other person and whether it came to me. */
async function pendingRequests(db: Db, myId: string) {
  const incoming = sql<boolean>`${friendRequests.recipientId} = ${myId}`;
  const rows = await db
    .select({
      id: friendRequests.id,
      createdAt: friendRequests.createdAt,
      incoming,
      personId: users.id,
      name: users.name,
      email: users.email,
    })
    .from(friendRequests)
    .innerJoin(
      users,
      sql`${users.id} = case when ${incoming} then ${friendRequests.senderId} else ${friendRequests.recipientId} end`,
    )
    // Requests from or to a suspended or banned student wait unseen until the account is active again.
    .where(
      and(
        or(eq(friendRequests.recipientId, myId), eq(friendRequests.senderId, myId)),
        eq(friendRequests.status, "pending"),
        sql`${users.status} = 'active'`,
      ),
    )
    .orderBy(desc(friendRequests.createdAt));
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    incoming: Boolean(r.incoming),
    person: { id: r.personId, name: r.name, email: r.email },
  }));
}
