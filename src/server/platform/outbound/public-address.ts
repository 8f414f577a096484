// Which IP addresses are the public internet's. A server that connects where someone else's input says (a push
// service's address a browser gave) must not be steered into the school's network, the machine itself or a
// cloud's metadata service (issue 34). Written once; used wherever the server connects to an address it was given.
import { BlockList, isIP } from "node:net";

// IANA's special-purpose IPv4 ranges: this network, private, shared (CGNAT), loopback, link-local (169.254.169.254),
// protocol assignments, documentation, 6to4 relay, benchmarking, multicast, reserved and broadcast.
const NOT_PUBLIC_V4: [string, number][] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];
// IPv6 is public only in global unicast (2000::/3), which leaves out loopback, unspecified, IPv4-mapped, NAT64,
// unique-local, link-local and multicast; within it, protocol assignments (Teredo), documentation and 6to4 (which
// carry an IPv4 address of any kind) are not public either.
const NOT_PUBLIC_V6: [string, number][] = [
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
];

const notPublic = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_V4) notPublic.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of NOT_PUBLIC_V6) notPublic.addSubnet(network, prefix, "ipv6");
const globalUnicast = new BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** An IP address (as a resolver or `URL.hostname` gives it, brackets allowed) reachable on the public internet. */
export function isPublicAddress(address: string): boolean {
  const ip = unbracketed(address);
  switch (isIP(ip)) {
    case 4:
      return !notPublic.check(ip, "ipv4");
    case 6:
      return globalUnicast.check(ip, "ipv6") && !notPublic.check(ip, "ipv6");
    default:
      return false;
  }
}

/** This machine: 127.0.0.0/8 or ::1 (IPv4-mapped too). */
export function isLoopbackAddress(address: string): boolean {
  const ip = unbracketed(address);
  const family = isIP(ip);
  return family !== 0 && loopback.check(ip, family === 4 ? "ipv4" : "ipv6");
}

/** Whether a URL's hostname is an IP address rather than a name (`URL` has already read 0x7f000001 as 127.0.0.1). */
export const isIpLiteral = (hostname: string) => isIP(unbracketed(hostname)) !== 0;

const unbracketed = (host: string) => (host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host);
