// Teams and invites: who may create, invite and answer; one team per user; a team never exceeds max_players, even
// when invites are accepted at the same moment; the admin's team management. Runs on PGlite and PostgreSQL.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AVAILABLE_PLAYERS_LIMIT, TEAMS_PAGE_SIZE } from "../../../../domain/spikeball/spikeball-rules";
import { SPIKEBALL_TEXTS } from "../../../../domain/spikeball/spikeball-texts";
import { spikeballApplications, spikeballTeamMembers, users } from "../../../db/schema";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { type Person } from "../../../testing/people";
import { spikeballKit } from "../../../testing/spikeball-fixtures";

let t: TestApp;
const kit = spikeballKit(() => t, "teams");
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await kit.admin();
});
afterAll(() => t.close());

const membersOf = (teamId: string) =>
  t.database.db.select().from(spikeballTeamMembers).where(eq(spikeballTeamMembers.teamId, teamId));

describe("the dashboard's access rule", () => {
  it("lets only approved applicants see teams and invites", async () => {
    const pending = await kit.student();
    await kit.apply(pending);
    for (const url of ["/api/spikeball/team", "/api/spikeball/invites", "/api/spikeball/invitable-users"]) {
      const res = await kit.call(pending, "GET", url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toBe(SPIKEBALL_TEXTS.notApproved);
      expect((await kit.call(null, "GET", url)).statusCode).toBe(401);
    }
    const create = await kit.call(pending, "POST", "/api/spikeball/teams", { name: "Sneaky" });
    expect(create.statusCode).toBe(403);
    const denied = await kit.student();
    await kit.review(admin, denied.id, "denied");
    expect((await kit.call(denied, "GET", "/api/spikeball/team")).statusCode).toBe(403);
  });
});

describe("creating a team", () => {
  it("makes the creator captain of a team of at most 4", async () => {
    const cap = await kit.approvedStudent(admin, "Cara Captain");
    expect((await kit.call(cap, "GET", "/api/spikeball/team")).json()).toEqual({ team: null });
    const team = await kit.createTeam(cap, "  Net Ninjas  ");
    expect(team).toMatchObject({ name: "Net Ninjas", maxPlayers: 4 });
    const mine = (await kit.call(cap, "GET", "/api/spikeball/team")).json().team;
    expect(mine.members).toEqual([
      expect.objectContaining({ userId: cap.id, name: "Cara Captain", role: "captain", joinedAt: expect.any(String) }),
    ]);
  });

  it("requires a name after trimming, and refuses a second team", async () => {
    const s = await kit.approvedStudent(admin);
    const blank = await kit.call(s, "POST", "/api/spikeball/teams", { name: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain(SPIKEBALL_TEXTS.teamNameRequired);
    await kit.createTeam(s, "First");
    const second = await kit.call(s, "POST", "/api/spikeball/teams", { name: "Second" });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(SPIKEBALL_TEXTS.alreadyOnTeam);
  });

  it("makes only one team when create is sent several times at once", async () => {
    const s = await kit.approvedStudent(admin);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((i) => kit.call(s, "POST", "/api/spikeball/teams", { name: `T${i}` })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3);
  });
});

describe("inviting", () => {
  it("offers approved players on no team, except me, searchable by name or email", async () => {
    const cap = await kit.approvedStudent(admin, "Searcher Sam");
    const team = await kit.createTeam(cap);
    const free = await kit.approvedStudent(admin, "Zoe Freeagent");
    const pending = await kit.student("Zoe Pending");
    await kit.apply(pending);
    const taken = await kit.approvedStudent(admin, "Zoe Taken");
    await kit.createTeam(taken, "Other");
    const res = await kit.call(cap, "GET", "/api/spikeball/invitable-users?search=zoe");
    const ids = res.json().users.map((u: { id: string }) => u.id);
    expect(ids).toContain(free.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(taken.id);
    const byEmail = await kit.call(
      cap,
      "GET",
      `/api/spikeball/invitable-users?search=${encodeURIComponent(free.email)}`,
    );
    expect(byEmail.json().users.map((u: { id: string }) => u.id)).toEqual([free.id]);
    const all = await kit.call(cap, "GET", "/api/spikeball/invitable-users");
    expect(all.json().users.map((u: { id: string }) => u.id)).not.toContain(cap.id);
    expect(team.id).toBeTruthy();
  });

  it("answers at most 50 players, by name, leaving out suspended ones and matching wildcards as text", async () => {
    const cap = await kit.approvedStudent(admin, "Limit Lou");
    await kit.createTeam(cap, "Limits");
    const many = Array.from({ length: AVAILABLE_PLAYERS_LIMIT + 5 }, (_, i) => ({
      id: `teams-many-${i}`,
      name: `Manyplayer ${String(i).padStart(2, "0")}`,
      email: `teams-many-${i}@example.test`,
    }));
    await t.database.db.insert(users).values(many);
    await t.database.db
      .insert(spikeballApplications)
      .values(many.map((u) => ({ userId: u.id, status: "approved" as const })));
    await t.database.db.update(users).set({ status: "suspended" }).where(eq(users.id, many[0]!.id));
    const res = await kit.call(cap, "GET", "/api/spikeball/invitable-users?search=manyplayer");
    const names = res.json().users.map((u: { name: string }) => u.name);
    expect(names).toEqual(many.slice(1, AVAILABLE_PLAYERS_LIMIT + 1).map((u) => u.name));
    const wildcard = await kit.call(cap, "GET", `/api/spikeball/invitable-users?search=${encodeURIComponent("many%")}`);
    expect(wildcard.json().users).toEqual([]);
    // Out of the way of the admin's list of available players below.
    await t.database.db.delete(users).where(
      inArray(
        users.id,
        many.map((u) => u.id),
      ),
    );
  });

  it("sends an invite the invitee sees and accepts", async () => {
    const cap = await kit.approvedStudent(admin, "Inviting Ivy");
    const team = await kit.createTeam(cap, "Spike Force");
    const guest = await kit.approvedStudent(admin, "Guest Gus");
    const invite = await kit.invite(cap, team.id, guest.id);
    const list = (await kit.call(guest, "GET", "/api/spikeball/invites")).json().invites;
    expect(list).toEqual([
      {
        id: invite.id,
        teamId: team.id,
        teamName: "Spike Force",
        invitedByName: "Inviting Ivy",
        createdAt: expect.any(String),
      },
    ]);
    const again = await kit.call(cap, "POST", `/api/spikeball/teams/${team.id}/invites`, { userId: guest.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SPIKEBALL_TEXTS.alreadyInvited);
    const res = await kit.respond(guest, invite.id, "accepted");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: "accepted", teamId: team.id });
    const mine = (await kit.call(guest, "GET", "/api/spikeball/team")).json().team;
    expect(mine.members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [cap.id, "captain"],
      [guest.id, "member"],
    ]);
    expect((await kit.call(guest, "GET", "/api/spikeball/invites")).json().invites).toEqual([]);
    expect((await kit.respond(guest, invite.id, "accepted")).statusCode).toBe(409);
  });

  it("refuses invites from outsiders, to myself, to unapproved or teamed users", async () => {
    const cap = await kit.approvedStudent(admin);
    const team = await kit.createTeam(cap);
    const outsider = await kit.approvedStudent(admin);
    const target = await kit.approvedStudent(admin);
    const fromOutsider = await kit.call(outsider, "POST", `/api/spikeball/teams/${team.id}/invites`, {
      userId: target.id,
    });
    expect(fromOutsider.statusCode).toBe(403);
    expect(fromOutsider.json().error.message).toBe(SPIKEBALL_TEXTS.notOnThisTeam);
    const self = await kit.call(cap, "POST", `/api/spikeball/teams/${team.id}/invites`, { userId: cap.id });
    expect(self.statusCode).toBe(400);
    const unapproved = await kit.student();
    const toUnapproved = await kit.call(cap, "POST", `/api/spikeball/teams/${team.id}/invites`, {
      userId: unapproved.id,
    });
    expect(toUnapproved.statusCode).toBe(409);
    expect(toUnapproved.json().error.message).toBe(SPIKEBALL_TEXTS.userNotApproved);
    await kit.createTeam(outsider, "Outsiders");
    const toTeamed = await kit.call(cap, "POST", `/api/spikeball/teams/${team.id}/invites`, { userId: outsider.id });
    expect(toTeamed.statusCode).toBe(409);
    expect(toTeamed.json().error.message).toBe(SPIKEBALL_TEXTS.userAlreadyOnTeam);
    const noTeam = await kit.call(cap, "POST", "/api/spikeball/teams/not-a-team/invites", { userId: target.id });
    expect(noTeam.statusCode).toBe(404);
  });

  it("declining leaves the team as it was; others cannot answer my invite", async () => {
    const cap = await kit.approvedStudent(admin);
    const team = await kit.createTeam(cap);
    const guest = await kit.approvedStudent(admin);
    const other = await kit.approvedStudent(admin);
    const invite = await kit.invite(cap, team.id, guest.id);
    expect((await kit.respond(other, invite.id, "accepted")).statusCode).toBe(404);
    const res = await kit.respond(guest, invite.id, "declined");
    expect(res.json().status).toBe("declined");
    expect(await membersOf(team.id)).toHaveLength(1);
    const bad = await kit.call(guest, "POST", `/api/spikeball/invites/${invite.id}/respond`, { response: "maybe" });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses an invite to a full team, and accepting once the team filled up or I joined another", async () => {
    const cap = await kit.approvedStudent(admin);
    const team = await kit.createTeam(cap);
    const players = [];
    for (let i = 0; i < 4; i++) players.push(await kit.approvedStudent(admin));
    const invites: { id: string }[] = [];
    for (const p of players) invites.push(await kit.invite(cap, team.id, p.id));
    for (const [i, p] of players.slice(0, 3).entries()) {
      expect((await kit.respond(p, invites[i]!.id, "accepted")).statusCode).toBe(200);
    }
    const late = await kit.respond(players[3]!, invites[3]!.id, "accepted");
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({ code: "team_full", message: SPIKEBALL_TEXTS.inviteTeamFull });
    const another = await kit.approvedStudent(admin);
    const full = await kit.call(cap, "POST", `/api/spikeball/teams/${team.id}/invites`, { userId: another.id });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(SPIKEBALL_TEXTS.teamFull(4));

    const capB = await kit.approvedStudent(admin);
    const teamB = await kit.createTeam(capB, "B");
    const capC = await kit.approvedStudent(admin);
    const teamC = await kit.createTeam(capC, "C");
    const hopper = await kit.approvedStudent(admin);
    const toB = await kit.invite(capB, teamB.id, hopper.id);
    const toC = await kit.invite(capC, teamC.id, hopper.id);
    expect((await kit.respond(hopper, toB.id, "accepted")).statusCode).toBe(200);
    const second = await kit.respond(hopper, toC.id, "accepted");
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({ code: "already_on_team", message: SPIKEBALL_TEXTS.inviteAlreadyOnTeam });
    expect(await membersOf(teamC.id)).toHaveLength(1);
  });
});

describe("the team-capacity race", () => {
  it("never passes max_players when six invites are accepted at the same moment", async () => {
    const cap = await kit.approvedStudent(admin);
    const team = await kit.createTeam(cap, "Racers");
    const players = [];
    for (let i = 0; i < 6; i++) players.push(await kit.approvedStudent(admin));
    const invites: { id: string }[] = [];
    for (const p of players) invites.push(await kit.invite(cap, team.id, p.id));
    const answers = await Promise.all(players.map((p, i) => kit.respond(p, invites[i]!.id, "accepted")));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().error.code === "team_full")).toBe(true);
    expect(await membersOf(team.id)).toHaveLength(4);
  });

  it("keeps one user on one team when they accept two invites at once", async () => {
    const [capA, capB] = [await kit.approvedStudent(admin), await kit.approvedStudent(admin)];
    const [teamA, teamB] = [await kit.createTeam(capA, "A"), await kit.createTeam(capB, "B")];
    const p = await kit.approvedStudent(admin);
    const [a, b] = [await kit.invite(capA, teamA.id, p.id), await kit.invite(capB, teamB.id, p.id)];
    const answers = await Promise.all([kit.respond(p, a.id, "accepted"), kit.respond(p, b.id, "accepted")]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(spikeballTeamMembers).where(eq(spikeballTeamMembers.userId, p.id));
    expect(rows).toHaveLength(1);
  });

  it("never passes max_players when an admin adds members while invites are accepted", async () => {
    const cap = await kit.approvedStudent(admin);
    const team = await kit.createTeam(cap, "Mixed");
    const invited = [];
    for (let i = 0; i < 3; i++) invited.push(await kit.approvedStudent(admin));
    const invites: { id: string }[] = [];
    for (const p of invited) invites.push(await kit.invite(cap, team.id, p.id));
    const added = [];
    for (let i = 0; i < 3; i++) added.push(await kit.approvedStudent(admin));
    await Promise.all([
      ...invited.map((p, i) => kit.respond(p, invites[i]!.id, "accepted")),
      ...added.map((p) => kit.call(admin, "POST", `/api/spikeball/admin/teams/${team.id}/members`, { userId: p.id })),
    ]);
    expect(await membersOf(team.id)).toHaveLength(4);
  });
});

describe("the admin's teams", () => {
  it("creates a team with a captain or name-only, and lists teams with the available players", async () => {
    const captain = await kit.approvedStudent(admin, "Admin Made Captain");
    const withCaptain = await kit.call(admin, "POST", "/api/spikeball/admin/teams", {
      name: "Set Point",
      captainUserId: captain.id,
    });
    expect(withCaptain.statusCode, withCaptain.body).toBe(201);
    expect(withCaptain.json().team.members).toEqual([expect.objectContaining({ userId: captain.id, role: "captain" })]);
    const nameOnly = await kit.call(admin, "POST", "/api/spikeball/admin/teams", {
      name: "Name Only",
      captainUserId: null,
    });
    expect(nameOnly.statusCode).toBe(201);
    expect(nameOnly.json().team.members).toEqual([]);
    const free = await kit.approvedStudent(admin);
    const list = (await kit.call(admin, "GET", "/api/spikeball/admin/teams")).json();
    expect(list).toMatchObject({ page: 1, pageSize: TEAMS_PAGE_SIZE });
    expect(list.teams.slice(0, 2).map((x: { name: string }) => x.name)).toEqual(["Name Only", "Set Point"]);
    const available = list.availableUsers.map((u: { id: string }) => u.id);
    expect(available).toContain(free.id);
    expect(available).not.toContain(captain.id);
    const searched = await kit.call(
      admin,
      "GET",
      `/api/spikeball/admin/teams?playerSearch=${encodeURIComponent(free.email)}`,
    );
    expect(searched.json().availableUsers.map((u: { id: string }) => u.id)).toEqual([free.id]);
    const pendingCaptain = await kit.student();
    const bad = await kit.call(admin, "POST", "/api/spikeball/admin/teams", {
      name: "X",
      captainUserId: pendingCaptain.id,
    });
    expect(bad.statusCode).toBe(409);
  });

  it("renames to a different non-blank name only", async () => {
    const team = (await kit.call(admin, "POST", "/api/spikeball/admin/teams", { name: "Old Name" })).json().team;
    const same = await kit.call(admin, "PATCH", `/api/spikeball/admin/teams/${team.id}`, { name: " Old Name " });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe(SPIKEBALL_TEXTS.renameSame);
    const blank = await kit.call(admin, "PATCH", `/api/spikeball/admin/teams/${team.id}`, { name: "  " });
    expect(blank.statusCode).toBe(400);
    const ok = await kit.call(admin, "PATCH", `/api/spikeball/admin/teams/${team.id}`, { name: "New Name" });
    expect(ok.json().team.name).toBe("New Name");
  });

  it("adds members up to the maximum, removes them, and deletes the team", async () => {
    const team = (await kit.call(admin, "POST", "/api/spikeball/admin/teams", { name: "Fill Me" })).json().team;
    const players = [];
    for (let i = 0; i < 5; i++) players.push(await kit.approvedStudent(admin));
    for (const p of players.slice(0, 4)) {
      const res = await kit.call(admin, "POST", `/api/spikeball/admin/teams/${team.id}/members`, { userId: p.id });
      expect(res.statusCode, res.body).toBe(201);
    }
    const fifth = await kit.call(admin, "POST", `/api/spikeball/admin/teams/${team.id}/members`, {
      userId: players[4]!.id,
    });
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().error.message).toBe("Team is at maximum capacity (4 members).");
    const members = await membersOf(team.id);
    const removed = await kit.call(admin, "DELETE", `/api/spikeball/admin/teams/${team.id}/members/${members[0]!.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().team.members).toHaveLength(3);
    const missing = await kit.call(admin, "DELETE", `/api/spikeball/admin/teams/${team.id}/members/${members[0]!.id}`);
    expect(missing.statusCode).toBe(404);
    const del = await kit.call(admin, "DELETE", `/api/spikeball/admin/teams/${team.id}`);
    expect(del.statusCode).toBe(204);
    expect(await membersOf(team.id)).toHaveLength(0);
    expect((await kit.call(admin, "DELETE", `/api/spikeball/admin/teams/${team.id}`)).statusCode).toBe(404);
  });

  it("refuses adding an unapproved or teamed user, and refuses students everything", async () => {
    const team = (await kit.call(admin, "POST", "/api/spikeball/admin/teams", { name: "Picky" })).json().team;
    const unapproved = await kit.student();
    const r1 = await kit.call(admin, "POST", `/api/spikeball/admin/teams/${team.id}/members`, {
      userId: unapproved.id,
    });
    expect(r1.statusCode).toBe(409);
    const teamed = await kit.approvedStudent(admin);
    await kit.createTeam(teamed, "Mine");
    const r2 = await kit.call(admin, "POST", `/api/spikeball/admin/teams/${team.id}/members`, { userId: teamed.id });
    expect(r2.statusCode).toBe(409);
    expect(r2.json().error.message).toBe(SPIKEBALL_TEXTS.userAlreadyOnTeam);
    const calls: ["GET" | "POST" | "PATCH" | "DELETE", string, unknown?][] = [
      ["GET", "/api/spikeball/admin/teams"],
      ["POST", "/api/spikeball/admin/teams", { name: "Hack" }],
      ["PATCH", `/api/spikeball/admin/teams/${team.id}`, { name: "Hacked" }],
      ["DELETE", `/api/spikeball/admin/teams/${team.id}`],
      ["POST", `/api/spikeball/admin/teams/${team.id}/members`, { userId: teamed.id }],
    ];
    for (const [method, url, body] of calls) {
      expect((await kit.call(teamed, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await kit.call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe("the admin's teams, a page at a time", () => {
  const teamsPage = async (query: string) => {
    const res = await kit.call(admin, "GET", `/api/spikeball/admin/teams?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { teams: { id: string; name: string }[]; total: number; page: number; pageSize: number };
  };

  it("pages the teams newest first, with their total", async () => {
    const before = (await teamsPage("page=1&pageSize=2")).total;
    for (const name of ["Paged One", "Paged Two", "Paged Three"]) {
      await kit.call(admin, "POST", "/api/spikeball/admin/teams", { name });
    }
    const first = await teamsPage("page=1&pageSize=2");
    expect(first).toMatchObject({ total: before + 3, page: 1, pageSize: 2 });
    expect(first.teams.map((x) => x.name)).toEqual(["Paged Three", "Paged Two"]);
    const second = await teamsPage("page=2&pageSize=2");
    expect(second.teams[0]!.name).toBe("Paged One");
    expect((await teamsPage("page=10000&pageSize=100")).teams).toEqual([]);
  });

  it("answers 400 to a bad page or page size, and changes nothing", async () => {
    const before = await teamsPage("page=1&pageSize=100");
    const tooLong = `playerSearch=${"a".repeat(101)}`;
    for (const query of ["page=0", "page=x", "page=10001", "pageSize=0", "pageSize=101", "pageSize=1.5", tooLong]) {
      expect((await kit.call(admin, "GET", `/api/spikeball/admin/teams?${query}`)).statusCode, query).toBe(400);
    }
    expect(await teamsPage("page=1&pageSize=100")).toEqual(before);
  });
});
