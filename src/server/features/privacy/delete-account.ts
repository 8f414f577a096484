// Deletes an account at once, by its owner (after the password) or by an admin: every row that is theirs, their files
// and sessions, their open sockets; what others share with them is settled as docs/decisions/013 explains. Rows go by
// the foreign keys' ON DELETE (cascade or set null); the few things a cascade would leave wrong are settled first.
import { and, asc, count, eq, inArray, ne, or, sql } from "drizzle-orm";
import { JENGA_TOPICS } from "../../../domain/jenga/jenga-topics";
import { PRIVACY_TEXTS } from "../../../domain/privacy/privacy-texts";
import { ADMIN_TOPIC } from "../../../domain/realtime-topics";
import {
  accounts,
  auditLog,
  jengaGamePlayers,
  jengaGames,
  rateLimits,
  spikeballApplications,
  spikeballTeamMembers,
  spikeballTeams,
  users,
  verifications,
} from "../../db/schema";
import { recordAdminAction } from "../../platform/auth/audit-log";
import { verifyPassword } from "../../platform/auth/auth";
import { accountCounters, countAccountAttempt } from "../../platform/auth/auth-limits";
import type { Tx } from "../../platform/database/db";
import { AppError, forbidden, notFound } from "../../platform/http/errors";
import type { RealtimeHub } from "../../platform/realtime/realtime";
import type { Services } from "../../platform/database/services-plugin";

/** The services every use case gets, and more: the hub closes the account's sockets; a file left behind is logged. */
export type PrivacyDeps = Services & {
  realtime: Pick<RealtimeHub, "closeUser">;
  log: { error(details: object, message: string): void };
};

/** Who asks: the account's owner, or an admin (named in the audit log). */
export type Deleter = { kind: "self" } | { kind: "admin"; id: string; email: string };

/** The owner deletes their account after typing their password, checked as sign-in checks it. */
export async function deleteOwnAccount(
  deps: PrivacyDeps,
  me: { id: string; email: string },
  password: string,
  ip: string,
) {
  // Counted like sign-in attempts, so this form cannot be used to guess a password faster than the sign-in form.
  await countAccountAttempt(deps.db, "sign-in", ip, me.email);
  const [credential] = await deps.db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, me.id), eq(accounts.providerId, "credential")));
  if (!credential?.hash) throw new AppError("no_password", PRIVACY_TEXTS.noPassword, 400);
  if (!(await verifyPassword(credential.hash, password))) {
    throw new AppError("wrong_password", PRIVACY_TEXTS.wrongPassword, 400);
  }
  await deleteAccount(deps, me.id, { kind: "self" });
}

export async function deleteAccount({ db, realtime, store, log }: PrivacyDeps, userId: string, by: Deleter) {
  if (by.kind === "admin" && by.id === userId) {
    throw new AppError("cannot_delete_self", PRIVACY_TEXTS.cannotDeleteSelf, 400);
  }
  const receiptKeys = await db.transaction(async (tx) => {
    // Deletions are rare: one at a time (on every process), so two admins deleting each other cannot both pass the
    // last-admin check, and a second deletion of the same account finds it gone.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cohort:account-deletion'))`);
    const [target] = await tx
      .select({ id: users.id, role: users.role, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    if (!target) throw notFound(PRIVACY_TEXTS.userNotFound);
    if (by.kind === "admin") await requireActiveAdmin(tx, by.id);
    if (target.role === "admin") await refuseLastAdmin(tx, userId);

    const keys = await tx
      .select({ key: spikeballApplications.receiptKey })
      .from(spikeballApplications)
      .where(eq(spikeballApplications.userId, userId));
    await settleJengaGames(tx, userId);
    await settleSpikeballTeams(tx, userId);
    const emails = [target.email, ...(await forgetInAuditLog(tx, userId, target))];
    // better-auth's one-time tokens (password reset) name the user by id; our rate-limit counters by email, the
    // current one or one an admin changed (known from the audit log), from any address.
    await tx
      .delete(verifications)
      .where(or(eq(verifications.value, userId), inArray(verifications.identifier, emails)));
    await tx.delete(rateLimits).where(accountCounters(emails));
    // Everything else follows the foreign keys: sessions, accounts and each feature's rows cascade; what the user
    // only touched (a setting they changed, a notification they sent) keeps its row with the id set to null.
    await tx.delete(users).where(eq(users.id, userId));

    const entry = { action: by.kind === "admin" ? "user.delete" : "account.delete", targetType: "user" } as const;
    const after = { role: target.role, by: by.kind };
    if (by.kind === "admin") {
      await recordAdminAction(tx, realtime, by, { ...entry, targetId: userId, after });
    } else {
      // No actor to name: the account and its email are gone.
      await tx
        .insert(auditLog)
        .values({ ...entry, actorId: null, actorEmail: "account owner", targetId: userId, after });
      await realtime.publish(tx, ADMIN_TOPIC, "audit-recorded", { action: entry.action });
    }
    // Their Jenga statistics went with the row: the leaderboard (and each process's ranking) changes.
    await realtime.publish(tx, JENGA_TOPICS.leaderboard, "stats-changed", { userId });
    // Signed out everywhere: the sessions went with the row; the sockets close when this commits.
    await realtime.closeUser(tx, userId);
    return keys.flatMap((k) => (k.key ? [k.key] : []));
  });

  // After the commit, so a failed deletion never loses a file. A file that cannot be removed is logged for cleanup.
  for (const key of receiptKeys) {
    await store.remove(key).catch((err: unknown) => log.error({ err, key }, "could not remove a deleted user's file"));
  }
}

/** The admin asking may have been deleted or demoted by another admin's request that went first. */
async function requireActiveAdmin(tx: Tx, adminId: string) {
  const [actor] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, adminId), eq(users.role, "admin"), eq(users.status, "active")));
  if (!actor) throw forbidden("Access Denied: You do not have admin privileges.");
}

async function refuseLastAdmin(tx: Tx, userId: string) {
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), ne(users.id, userId), eq(users.status, "active")));
  if (!others || others.n === 0) throw new AppError("last_admin", PRIVACY_TEXTS.lastAdmin, 409);
}

/**
 * Unfinished games they are in lose them: a game left with no other approved player is deleted; in one still going,
 * their turn passes to the next player. Finished games keep the other players' moves and points.
 */
async function settleJengaGames(tx: Tx, userId: string) {
  const unfinished = await tx
    .select({ id: jengaGames.id, status: jengaGames.status, turn: jengaGames.currentTurnPlayerId })
    .from(jengaGames)
    .where(
      and(
        inArray(jengaGames.status, ["waiting", "active"]),
        or(
          eq(jengaGames.createdBy, userId),
          inArray(
            jengaGames.id,
            tx
              .select({ id: jengaGamePlayers.gameId })
              .from(jengaGamePlayers)
              .where(eq(jengaGamePlayers.userId, userId)),
          ),
        ),
      ),
    )
    .for("update");
  for (const game of unfinished) {
    const others = await tx
      .select({ userId: jengaGamePlayers.userId, turnOrder: jengaGamePlayers.turnOrder })
      .from(jengaGamePlayers)
      .where(
        and(
          eq(jengaGamePlayers.gameId, game.id),
          eq(jengaGamePlayers.status, "approved"),
          ne(jengaGamePlayers.userId, userId),
        ),
      )
      .orderBy(asc(jengaGamePlayers.turnOrder));
    if (others.length === 0) {
      await tx.delete(jengaGames).where(eq(jengaGames.id, game.id));
      continue;
    }
    if (game.status === "active" && game.turn === userId) {
      const [mine] = await tx
        .select({ turnOrder: jengaGamePlayers.turnOrder })
        .from(jengaGamePlayers)
        .where(and(eq(jengaGamePlayers.gameId, game.id), eq(jengaGamePlayers.userId, userId)));
      const next = others.find((o) => mine && o.turnOrder > mine.turnOrder) ?? others[0]!;
      await tx.update(jengaGames).set({ currentTurnPlayerId: next.userId }).where(eq(jengaGames.id, game.id));
    }
  }
}

/** A team they captain passes to its longest-standing member; a team left with nobody is deleted. */
async function settleSpikeballTeams(tx: Tx, userId: string) {
  const [membership] = await tx
    .select({ teamId: spikeballTeamMembers.teamId, role: spikeballTeamMembers.role })
    .from(spikeballTeamMembers)
    .where(eq(spikeballTeamMembers.userId, userId));
  // Teams they created but no longer play in keep going (created_by is set to null).
  if (!membership) return;
  const [heir] = await tx
    .select({ id: spikeballTeamMembers.id })
    .from(spikeballTeamMembers)
    .where(and(eq(spikeballTeamMembers.teamId, membership.teamId), ne(spikeballTeamMembers.userId, userId)))
    .orderBy(asc(spikeballTeamMembers.joinedAt), asc(spikeballTeamMembers.id))
    .limit(1);
  if (!heir) {
    await tx.delete(spikeballTeams).where(eq(spikeballTeams.id, membership.teamId));
    return;
  }
  if (membership.role === "captain") {
    // Drop the captaincy first: one captain per team is a unique index.
    await tx.delete(spikeballTeamMembers).where(eq(spikeballTeamMembers.userId, userId));
    await tx.update(spikeballTeamMembers).set({ role: "captain" }).where(eq(spikeballTeamMembers.id, heir.id));
  }
}

/**
 * Earlier audit entries about this account keep what was done and when, but not who it was: a name or an email an
 * admin changed (old values too), or any value that is their current name or email, becomes "[deleted]".
 */
async function forgetInAuditLog(tx: Tx, userId: string, target: { email: string; name: string }) {
  const entries = await tx
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.targetId, userId));
  const personal = new Set([target.email, target.name.toLowerCase()]);
  const scrub = (values: unknown) => {
    if (!values || typeof values !== "object") return values ?? null;
    return Object.fromEntries(
      Object.entries(values as Record<string, unknown>).map(([key, value]) => [
        key,
        PERSONAL_FIELDS.has(key) || (typeof value === "string" && personal.has(value.toLowerCase()))
          ? "[deleted]"
          : value,
      ]),
    );
  };
  const emails = new Set<string>();
  for (const entry of entries) {
    for (const values of [entry.before, entry.after] as Record<string, unknown>[]) {
      if (typeof values?.email === "string") emails.add(values.email.toLowerCase());
    }
    await tx
      .update(auditLog)
      .set({ before: scrub(entry.before), after: scrub(entry.after) })
      .where(eq(auditLog.id, entry.id));
  }
  return [...emails];
}

const PERSONAL_FIELDS = new Set(["name", "email", "fullName", "banReason"]);
