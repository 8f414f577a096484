// Live updates: a student hears about their own application, team and invites on their `user:<id>` topic; admins
// follow `spikeball:admin`, which students may not subscribe to.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPIKEBALL_EVENT, SPIKEBALL_TOPICS } from "../../../domain/spikeball/spikeball-topics";
import { openSocket } from "../../testing/sockets";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { type Person } from "../../testing/people";
import { spikeballKit } from "../../testing/spikeball-fixtures";

let t: TestApp;
let baseUrl: string;
const kit = spikeballKit(() => t, "live");
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  admin = await kit.admin();
});
afterAll(() => t.close());

const spikeballEvent = (topic: string, change: string) => (f: Record<string, unknown>) =>
  f.type === "event" &&
  f.topic === topic &&
  f.event === SPIKEBALL_EVENT &&
  (f.data as { change?: string })?.change === change;

describe("spikeball realtime", () => {
  it("lets admins, and only admins, follow spikeball:admin", async () => {
    const s = await kit.student();
    const studentSocket = await openSocket(baseUrl, { cookie: s.cookie });
    expect((await studentSocket.subscribe(SPIKEBALL_TOPICS.admin)).type).toBe("error");
    const anonymous = await openSocket(baseUrl);
    expect((await anonymous.subscribe(SPIKEBALL_TOPICS.admin)).type).toBe("error");
    const adminSocket = await openSocket(baseUrl, { cookie: admin.cookie });
    expect((await adminSocket.subscribe(SPIKEBALL_TOPICS.admin)).type).toBe("subscribed");
    await kit.apply(s);
    await adminSocket.next(spikeballEvent(SPIKEBALL_TOPICS.admin, "application"));
    for (const socket of [studentSocket, anonymous, adminSocket]) socket.socket.close();
  });

  it("tells the student when an admin reviews their application", async () => {
    const s = await kit.student();
    await kit.apply(s);
    const socket = await openSocket(baseUrl, { cookie: s.cookie });
    await socket.subscribe(`user:${s.id}`);
    await kit.review(admin, s.id, "approved");
    await socket.next(spikeballEvent(`user:${s.id}`, "application"));
    socket.socket.close();
  });

  it("tells the invitee about an invite, and the team when it is accepted", async () => {
    const cap = await kit.approvedStudent(admin);
    const guest = await kit.approvedStudent(admin);
    const team = await kit.createTeam(cap);
    const capSocket = await openSocket(baseUrl, { cookie: cap.cookie });
    await capSocket.subscribe(`user:${cap.id}`);
    const guestSocket = await openSocket(baseUrl, { cookie: guest.cookie });
    await guestSocket.subscribe(`user:${guest.id}`);
    const invite = await kit.invite(cap, team.id, guest.id);
    await guestSocket.next(spikeballEvent(`user:${guest.id}`, "invite"));
    expect((await kit.respond(guest, invite.id, "accepted")).statusCode).toBe(200);
    await capSocket.next(spikeballEvent(`user:${cap.id}`, "team"));
    await guestSocket.next(spikeballEvent(`user:${guest.id}`, "team"));
    capSocket.socket.close();
    guestSocket.socket.close();
  });

  it("tells removed members when an admin deletes their team", async () => {
    const cap = await kit.approvedStudent(admin);
    const team = await kit.createTeam(cap);
    const socket = await openSocket(baseUrl, { cookie: cap.cookie });
    await socket.subscribe(`user:${cap.id}`);
    expect((await kit.call(admin, "DELETE", `/api/spikeball/admin/teams/${team.id}`)).statusCode).toBe(204);
    await socket.next(spikeballEvent(`user:${cap.id}`, "team"));
    socket.socket.close();
  });
});
