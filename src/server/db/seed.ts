// Sample content for `npm run demo` (DEMO_DATA=1): a newcomer sees a living app. Each feature adds its own part,
// and every part only fills an empty table, so running the demo twice changes nothing.
import type { FastifyBaseLogger } from "fastify";
import { DEMO_ADMIN, demoAdminExists, seedDemoAdmin } from "../features/accounts/seed-demo-admin";
import { seedDemoTeacherApplication } from "../features/admin/seed-admin";
import { seedSportsMatches } from "../features/broadcast/seed-broadcast";
import { seedDemoFriends } from "../features/friends/seed-friends";
import { seedDemoJenga } from "../features/jenga/seed-jenga";
import { seedDemoMessages } from "../features/messaging/seed-messaging";
import { seedDemoNotifications } from "../features/notifications/seed-notifications";
import { seedDemoPushPreferences } from "../features/push/seed-push";
import { seedDemoSpikeball } from "../features/spikeball/seed-spikeball";
import { seedDemoTournaments } from "../features/spikeball/tournaments/seed-tournaments";
import type { Db } from "../platform/database/db";
import type { FileStore } from "../platform/files/file-store";
import { DEMO_PASSWORD, DEMO_STUDENTS, seedDemoStudents } from "./demo-people";
import { seedDemoSchedules } from "../features/schedule/seed-schedule";

type SeedLog = Pick<FastifyBaseLogger, "info">;
/** Where the demo's files go: the server's own data folder (a test passes a folder of its own). */
/** The server's file store (`app.fileStore`), where the demo receipts go. */
export type SeedOptions = { fileStore: FileStore };
type SeedPart = { name: string; run(db: Db, log: SeedLog, options: SeedOptions): Promise<number> };

// The scoreboards' demo matches live with the broadcast feature.
const sportsMatches: SeedPart = { name: "sports scoreboards", run: (db) => seedSportsMatches(db) };

const demoStudents: SeedPart = {
  name: "demo students",
  async run(db, log) {
    const added = await seedDemoStudents(db);
    // Said every time, so whoever runs the demo knows how to sign in as a student.
    log.info(
      { emails: DEMO_STUDENTS.map((s) => s.email), password: DEMO_PASSWORD },
      `demo students: sign in as ${DEMO_STUDENTS.map((s) => s.email).join(", ")} with the password ${DEMO_PASSWORD}`,
    );
    return added;
  },
};

// Before the parts written in an administrator's name: on an empty database, no one has used the setup link yet.
const demoAdmin: SeedPart = {
  name: "demo administrator",
  async run(db, log) {
    const added = await seedDemoAdmin(db);
    if (await demoAdminExists(db)) {
      log.info(
        { email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
        `demo administrator: sign in at /admin/login as ${DEMO_ADMIN.email} with the password ${DEMO_PASSWORD}`,
      );
    }
    return added;
  },
};

// Only for demo students who exist (the part above made them, now or at an earlier start) and have no entries yet.
const demoSchedules: SeedPart = { name: "demo schedules", run: (db) => seedDemoSchedules(db) };

// After the demo students: the games are played between them.
const demoJenga: SeedPart = { name: "jenga games", run: (db) => seedDemoJenga(db) };
// After the demo students: friendships between them, with some sharing on.
const demoFriends: SeedPart = { name: "friends", run: (db) => seedDemoFriends(db) };

// The admin console's: notifications sent by the admin (recorded in the audit log), the demo students' conversations
// with the admin, and a teacher waiting for approval.
const demoNotifications: SeedPart = { name: "notifications", run: (db) => seedDemoNotifications(db) };
const demoMessages: SeedPart = { name: "messages", run: (db) => seedDemoMessages(db) };
const demoTeacher: SeedPart = { name: "teacher applications", run: (db) => seedDemoTeacherApplication(db) };

// After the demo students: their spikeball applications (receipts go to the server's file store), teams, an invite.
const demoSpikeball: SeedPart = {
  name: "spikeball applications and teams",
  run: (db, _log, { fileStore }) => seedDemoSpikeball(db, fileStore),
};

// After the spikeball teams: a completed 4-team cup, an 8-team cup half-way, one in setup (played with those teams).
const demoTournaments: SeedPart = { name: "spikeball tournaments", run: (db) => seedDemoTournaments(db) };

// After the demo students: what reaches their phones (no devices: those come from a real browser).
const demoPush: SeedPart = { name: "push choices", run: (db) => seedDemoPushPreferences(db) };

const parts: SeedPart[] = [
  sportsMatches,
  demoAdmin,
  demoStudents,
  demoSchedules,
  demoJenga,
  demoFriends,
  demoNotifications,
  demoMessages,
  demoTeacher,
  demoSpikeball,
  demoTournaments,
  demoPush,
];

export async function seedDemoData(db: Db, log: SeedLog, options: SeedOptions) {
  for (const part of parts) {
    const added = await part.run(db, log, options);
    log.info({ part: part.name, added }, added ? "demo data added" : "demo data already present");
  }
}
