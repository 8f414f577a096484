// Generated push endpoints for issue 34's tests: addresses an attacker would give for their "browser" (IP literals
// in every spelling a URL parser reads, names off the push services' list, look-alikes) and real push services'.
import fc from "fast-check";
import { PUSH_SERVICE_HOSTS } from "../../domain/push/push-services";

const byte = fc.nat(255);
/** Non-public targets first (loopback, private, metadata, CGNAT, this network), then any address at all. */
const ipv4 = fc.oneof(
  fc.constantFrom(
    [127, 0, 0, 1],
    [10, 0, 0, 1],
    [169, 254, 169, 254],
    [192, 168, 1, 1],
    [172, 16, 0, 1],
    [100, 64, 0, 1],
    [0, 0, 0, 0],
  ),
  fc.tuple(byte, byte, byte, byte),
);

const hex = (n: number) => `0x${n.toString(16)}`;
const octal = (n: number) => `0${n.toString(8)}`;

/** One IPv4 address written the ways WHATWG URL (and so fetch and our check) reads as that address. */
const ipv4Spelling = fc.tuple(ipv4, fc.nat(9)).map(([[a, b, c, d], way]) => {
  const n = ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
  const dotted = `${a}.${b}.${c}.${d}`;
  const pair = (x: number, y: number) => ((x << 8) + y).toString(16);
  return [
    dotted,
    String(n),
    hex(n),
    [a, b, c, d].map(hex).join("."),
    [a, b, c, d].map(octal).join("."),
    `${a}.${(b << 16) + (c << 8) + d}`,
    `${a}.${b}.${(c << 8) + d}`,
    `[::ffff:${dotted}]`,
    `[0:0:0:0:0:ffff:${pair(a, b)}:${pair(c, d)}]`,
    `[::${dotted}]`,
  ][way]!;
});

const ipv6Literal = fc
  .oneof(fc.ipV6(), fc.constantFrom("::1", "::", "fe80::1", "fd00::1", "::ffff:7f00:1"))
  .map((ip) => `[${ip}]`);

const label = fc.stringMatching(/^[a-z0-9]{1,12}$/);
const allowedHost = fc.constantFrom(...PUSH_SERVICE_HOSTS);
const offListHost = fc.oneof(
  fc.domain().filter((host) => !PUSH_SERVICE_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))),
  fc.constantFrom("localhost", "metadata.google.internal", "push.example"),
  // Look-alikes: the list's name inside another, glued to a word, with its dots changed, or ending in a dot.
  fc.tuple(allowedHost, fc.domain()).map(([host, domain]) => `${host}.${domain}`),
  fc.tuple(label, allowedHost).map(([word, host]) => `${word}${host}`),
  allowedHost.map((host) => `${host.replace(/\./g, "-")}.com`),
  allowedHost.map((host) => `${host}.`),
);

/** The first value most of the time, one of the others now and then. */
const seldom = (usual: string, ...others: string[]) =>
  fc.oneof({ arbitrary: fc.constant(usual), weight: 5 }, { arbitrary: fc.constantFrom(...others), weight: 1 });

/** The address a student's "browser" could give that the server must never send a push to. */
export const forbiddenEndpoint = fc
  .record({
    host: fc.oneof(ipv4Spelling, ipv6Literal, offListHost),
    trailingDot: fc.boolean(),
    upper: fc.boolean(),
    // Mostly bare, so that most cases are refused for the host itself, not for what decorates it.
    userinfo: seldom("", "user@", "user:pw@", "fcm.googleapis.com@"),
    port: seldom("", ":443", ":8443", ":80", ":22"),
    path: label,
  })
  .map(({ host, trailingDot, upper, userinfo, port, path }) => {
    const dotted = trailingDot && !host.startsWith("[") && !host.endsWith(".") ? `${host}.` : host;
    const spelled = upper ? dotted.toUpperCase() : dotted;
    return `https://${userinfo}${spelled}${port}/push/${path}`;
  });

/** A push service's address as browsers give it: a host of the list or a name under one, over https. */
export const pushServiceEndpoint = fc
  .tuple(fc.array(label, { maxLength: 2 }), allowedHost, label)
  .map(([subdomains, host, path]) => `https://${[...subdomains, host].join(".")}/send/${path}`);
