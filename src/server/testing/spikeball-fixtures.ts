// Fixtures for the spikeball API tests (applications, teams, live matches): the people kit, plus receipts uploaded
// as the web app would, reviews, teams and invites made through the real endpoints.
import { expect } from "vitest";
import { multipart, pngImage, type FilePart } from "./uploads";
import { peopleKit, type Person } from "./people";
import { TEST_ORIGIN, type TestApp } from "./test-app";

export function spikeballKit(t: () => TestApp, label: string) {
  const people = peopleKit(t, label);
  const { call } = people;

  /** Sends these file parts as an application's receipt. */
  const upload = (as: Person | null, parts: FilePart[]) => {
    const body = multipart(parts);
    return t().app.inject({
      method: "POST",
      url: "/api/spikeball/application",
      headers: { origin: TEST_ORIGIN, "content-type": body.contentType, ...(as ? { cookie: as.cookie } : {}) },
      payload: body.payload,
    });
  };

  const apply = async (as: Person) => {
    const res = await upload(as, [{ filename: "receipt.png", contentType: "image/png", body: await pngImage() }]);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().application as { id: string; status: string };
  };

  const review = async (as: Person, userId: string, status: "approved" | "denied", notes?: string) => {
    const res = await call(as, "POST", `/api/spikeball/admin/users/${userId}/review`, { status, notes });
    expect(res.statusCode, res.body).toBe(200);
  };

  /** A student whose application an admin has approved. */
  const approvedStudent = async (by: Person, name?: string) => {
    const s = await people.student(name);
    await review(by, s.id, "approved");
    return s;
  };

  const createTeam = async (as: Person, name = "Net Ninjas") => {
    const res = await call(as, "POST", "/api/spikeball/teams", { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().team as { id: string; name: string; maxPlayers: number; members: { id: string }[] };
  };

  const invite = async (as: Person, teamId: string, userId: string) => {
    const res = await call(as, "POST", `/api/spikeball/teams/${teamId}/invites`, { userId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().invite as { id: string };
  };

  const respond = (as: Person, inviteId: string, response: "accepted" | "declined") =>
    call(as, "POST", `/api/spikeball/invites/${inviteId}/respond`, { response });

  return { ...people, upload, apply, review, approvedStudent, createTeam, invite, respond };
}
