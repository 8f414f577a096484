// Helpers for the spikeball API tests: people signed in through the real endpoints, multipart uploads built by hand
// (so a test controls every byte: names, declared types, lengths), and images made with sharp.
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { expect } from "vitest";
import { users } from "../../db/schema";
import { jsonHeaders, signedInAdmin, signedInStudent } from "../../testing/accounts";
import { TEST_ORIGIN, type TestApp } from "../../testing/test-app";

export type Person = { email: string; cookie: string; id: string; name: string };
type Method = "GET" | "POST" | "PATCH" | "DELETE";

export const PASSWORD = "Maple-Syrup-42";

export type FilePart = { filename: string; contentType: string; body: Buffer; field?: string };

/** A multipart/form-data body with these file parts. */
export function multipart(parts: FilePart[]) {
  const boundary = `----cohort${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? "receipt"}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.body,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function spikeballKit(t: () => TestApp, label: string) {
  let n = 0;
  const call = (as: Person | null, method: Method, url: string, payload?: unknown) =>
    t().app.inject({
      method,
      url,
      headers: { ...(method === "GET" ? {} : jsonHeaders), ...(as ? { cookie: as.cookie } : {}) },
      ...(method === "GET" || payload === undefined ? {} : { payload: payload as object }),
    });

  const upload = (as: Person | null, parts: FilePart[]) => {
    const body = multipart(parts);
    return t().app.inject({
      method: "POST",
      url: "/api/spikeball/application",
      headers: { origin: TEST_ORIGIN, "content-type": body.contentType, ...(as ? { cookie: as.cookie } : {}) },
      payload: body.payload,
    });
  };

  const student = async (name = `Player ${n + 1}`): Promise<Person> => {
    const email = `${label}${++n}@riverside.example`;
    const cookie = await signedInStudent(t(), { email, password: PASSWORD, fullName: name });
    const [row] = await t().database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { email, cookie, id: row!.id, name };
  };

  const admin = async (): Promise<Person> => {
    const signedIn = await signedInAdmin(t(), `${label}-admin@riverside.example`);
    return { ...signedIn, name: "Admin" };
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
    const s = await student(name);
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

  return { call, upload, student, admin, apply, review, approvedStudent, createTeam, invite, respond };
}

export const pngImage = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();

/** A JPEG whose EXIF carries a camera make and a GPS position. */
export const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#cc6633" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCam", Model: "X1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2400/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 0/1",
      },
    })
    .toBuffer();

/** Whether EXIF data holds a GPS IFD pointer (tag 0x8825, either byte order). */
export function hasGpsPointer(exif: Buffer | undefined) {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** A valid PNG that claims width × height pixels but carries no pixel data: a "decompression bomb" header. */
export function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
