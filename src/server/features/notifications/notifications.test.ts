import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_TEXTS } from "../../../domain/notifications/notification-texts";
import { notifications } from "../../db/schema";
import { jsonHeaders, signedInAdmin, signedInStudent } from "../../testing/accounts";
import { openSocket } from "../../testing/sockets";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
let baseUrl: string;
let adminCookie: string;
let studentCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  adminCookie = (await signedInAdmin(t)).cookie;
  studentCookie = await signedInStudent(t, { email: "reader@riverside.example", password: "Maple-Syrup-42" });
});
afterAll(() => t.close());

const create = (cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/admin/notifications", headers: { ...jsonHeaders, cookie }, payload });
const active = async () =>
  (await t.app.inject({ method: "GET", url: "/api/notifications/active" })).json().notifications;
const count = async () => (await t.database.db.select().from(notifications)).length;

describe("sending a notification", () => {
  it("lets an admin send one that anonymous visitors then see", async () => {
    const res = await create(adminCookie, { title: " Snow day ", message: "School is closed today.", type: "warning" });
    expect(res.statusCode).toBe(201);
    expect(res.json().notification).toMatchObject({
      title: "Snow day",
      type: "warning",
      isActive: true,
      expiresAt: null,
    });
    expect(await active()).toContainEqual(
      expect.objectContaining({ title: "Snow day", message: "School is closed today." }),
    );
  });

  it("sets the expiry from the hours given", async () => {
    const res = await create(adminCookie, { title: "Bake sale", message: "Lunch, gym", expiresHours: 2 });
    const expires = Date.parse(res.json().notification.expiresAt);
    expect(expires).toBeGreaterThan(Date.now() + 2 * 3600_000 - 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 2 * 3600_000);
  });

  it.each([
    [{ title: "  ", message: "x" }, NOTIFICATION_TEXTS.required],
    [{ title: "x", message: "" }, NOTIFICATION_TEXTS.required],
    [{ title: "x".repeat(101), message: "x" }, NOTIFICATION_TEXTS.titleTooLong],
    [{ title: "x", message: "x".repeat(501) }, NOTIFICATION_TEXTS.messageTooLong],
    [{ title: "x", message: "x", expiresHours: 0 }, NOTIFICATION_TEXTS.expiryRange],
    [{ title: "x", message: "x", expiresHours: 8761 }, NOTIFICATION_TEXTS.expiryRange],
    [{ title: "x", message: "x", type: "urgent" }, "type"],
  ])("refuses %o, storing nothing", async (payload, message) => {
    const before = await count();
    const res = await create(adminCookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await count()).toBe(before);
  });

  it("refuses students and anonymous visitors", async () => {
    expect((await create(studentCookie, { title: "Hack", message: "x" })).statusCode).toBe(403);
    expect((await create("", { title: "Hack", message: "x" })).statusCode).toBe(401);
    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/notifications",
      headers: { cookie: studentCookie },
    });
    expect(list.statusCode).toBe(403);
  });
});

describe("managing notifications", () => {
  it("hides a deactivated notification from the banner and shows it again when reactivated", async () => {
    const id = (await create(adminCookie, { title: "Assembly", message: "Period 3" })).json().notification.id;
    const patch = (isActive: boolean) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/admin/notifications/${id}`,
        headers: { ...jsonHeaders, cookie: adminCookie },
        payload: { isActive },
      });
    expect((await patch(false)).json().notification.isActive).toBe(false);
    expect((await active()).some((n: { id: string }) => n.id === id)).toBe(false);
    await patch(true);
    expect((await active()).some((n: { id: string }) => n.id === id)).toBe(true);
  });

  it("deletes a notification, and answers 404 for one that does not exist", async () => {
    const id = (await create(adminCookie, { title: "Temp", message: "x" })).json().notification.id;
    const del = () =>
      t.app.inject({
        method: "DELETE",
        url: `/api/admin/notifications/${id}`,
        headers: { ...jsonHeaders, cookie: adminCookie },
      });
    expect((await del()).statusCode).toBe(204);
    expect((await del()).statusCode).toBe(404);
  });

  it("never lists an expired notification as active", async () => {
    await t.database.db
      .insert(notifications)
      .values({ title: "Old", message: "x", expiresAt: new Date(Date.now() - 1000) });
    expect((await active()).some((n: { title: string }) => n.title === "Old")).toBe(false);
  });
});

describe("the admins' list", () => {
  const list = (query: string, cookie = adminCookie) =>
    t.app.inject({ method: "GET", url: `/api/admin/notifications${query}`, headers: { cookie } });

  it("lists every notification, shown or hidden, newest first, a page at a time with the total", async () => {
    for (const title of ["Page test one", "Page test two", "Page test three"]) {
      expect((await create(adminCookie, { title, message: "Paging" })).statusCode).toBe(201);
    }
    const total = await count();
    const first = (await list("?pageSize=2")).json();
    expect(first).toMatchObject({ total, page: 1, pageSize: 2 });
    expect(first.notifications.map((n: { title: string }) => n.title)).toEqual(["Page test three", "Page test two"]);
    const second = (await list("?page=2&pageSize=2")).json();
    expect(second.notifications[0].title).toBe("Page test one");
    const pages = Math.ceil(total / 2);
    const last = (await list(`?page=${pages}&pageSize=2`)).json();
    expect(last.notifications.length).toBe(total - (pages - 1) * 2);
    expect((await list(`?page=${pages + 1}&pageSize=2`)).json().notifications).toEqual([]);
  });

  it("refuses a bad page, and students", async () => {
    for (const query of ["?page=0", "?page=x", "?pageSize=101", "?pageSize=0"]) {
      expect((await list(query)).statusCode).toBe(400);
    }
    expect((await list("", studentCookie)).statusCode).toBe(403);
  });
});

describe("live updates", () => {
  it("tells every open page, signed in or not, that notifications changed", async () => {
    const anonymous = await openSocket(baseUrl);
    expect((await anonymous.subscribe("notifications")).type).toBe("subscribed");
    const res = await create(adminCookie, { title: "Early dismissal", message: "At 1 PM" });
    const event = await anonymous.next((f) => f.type === "event");
    expect(event).toMatchObject({ topic: "notifications", event: "changed", data: { id: res.json().notification.id } });
    anonymous.socket.close();
  });
});
