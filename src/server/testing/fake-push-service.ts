// A push service of our own on loopback, standing in for the browser vendors' (which need the internet): it keeps
// every push it is sent, answers with the statuses a test asks for, checks the VAPID signature (RFC 8292), and
// decrypts payloads (RFC 8291, aes128gcm) with keys the test made the way a browser makes them.
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** `at`: when it arrived (performance.now()), for a test that times a push. */
export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer; at: number };

/** A browser's side of a subscription: its P-256 key pair and auth secret, and what it sends the server. */
export type FakeBrowser = {
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  decrypt(body: Buffer): string;
};

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

export function fakeBrowser(endpoint: string): FakeBrowser {
  const ecdh = createECDH("prime256v1");
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: uaPublic.toString("base64url"), auth: authSecret.toString("base64url") },
    },
    decrypt(body) {
      // Header: salt (16), record size (4), key id length (1), key id (the sender's public key), then one record.
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const asPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const ikm = hmac(
        hmac(authSecret, ecdh.computeSecret(asPublic)),
        Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic, Buffer.from([1])]),
      );
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 2, then zero or more zeros of padding.
      let end = padded.length - 1;
      while (end > 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error("no last-record delimiter");
      return padded.subarray(0, end).toString("utf8");
    },
  };
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>`: an ES256 JWT signed by that key, for this origin, not
 * expired, with a mailto: or https: subject. Returns the key, or throws why not.
 */
export function checkVapid(authorization: string | undefined, origin: string): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split(".") as [string, string, string];
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("VAPID signature does not verify");
  const { alg } = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg: string };
  const body = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; exp: number; sub: string };
  if (alg !== "ES256") throw new Error(`alg ${alg}`);
  if (body.aud !== origin) throw new Error(`aud ${body.aud}, expected ${origin}`);
  if (body.exp * 1000 < Date.now() || body.exp * 1000 > Date.now() + 24 * 3600_000) throw new Error("exp");
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error(`sub ${body.sub}`);
  return key;
}

export type FakePushService = {
  origin: string;
  received: ReceivedPush[];
  /** Every request, with the status it was answered with. */
  answered: { path: string; status: number }[];
  /** The status to answer the next pushes to this path with, one per push (then 201). */
  answer(path: string, ...statuses: number[]): void;
  endpoint(path: string): string;
  close(): Promise<void>;
};

export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  const answered: { path: string; status: number }[] = [];
  const planned = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      const status = planned.get(path)?.shift() ?? 201;
      answered.push({ path, status });
      // Only what the service accepted counts as received; a refusal is the push service's, not the phone's.
      if (status < 300)
        received.push({ path, headers: req.headers, body: Buffer.concat(chunks), at: performance.now() });
      // A redirect points at another path of this service, where a client that followed it would show up.
      const headers =
        status === 429 ? { "retry-after": "0" } : status >= 300 && status < 400 ? { location: "/redirected" } : {};
      res.writeHead(status, headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answered,
    answer: (path, ...statuses) => planned.set(path, [...(planned.get(path) ?? []), ...statuses]),
    endpoint: (path) => `${origin}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
