// TRUST_PROXY: which reverse proxies the server believes about a client's address, read once at start (config.ts),
// handed to Fastify (app.ts), and the warning main.ts prints when the belief is exposed to anyone.
/**
 * Which reverse proxies the server believes about the client's address (X-Forwarded-For) and protocol: none
 * (false), the N proxies nearest to it (a hop count: 1 behind one nginx), or the proxies at these addresses (IPs or
 * CIDR ranges). Never "any": a client could then name any address it likes and walk around every per-address limit.
 */
export type TrustProxy = false | number | string[];

/** TRUST_PROXY as Fastify's trustProxy option: a hop count trusts the addresses that many hops from the socket. */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}

/**
 * What to tell the operator at start when a hop count is believed while the server listens beyond this machine:
 * anyone who reaches the port directly writes the X-Forwarded-For the server reads. Proxies named by address are
 * believed only on connections from them, so they need no warning.
 */
export function exposedProxyWarning({
  trustProxy,
  host,
  port,
}: {
  trustProxy: TrustProxy;
  host: string;
  port: number;
}) {
  if (typeof trustProxy !== "number" || host === "localhost" || host === "::1" || /^127\./.test(host)) return null;
  return `TRUST_PROXY=${trustProxy} believes X-Forwarded-For, but the server listens on ${host}:${port}, so anyone who reaches that port directly can name any address and walk around the per-address limits. Behind a proxy on this machine set HOST=127.0.0.1 (or keep the port behind a firewall), or set TRUST_PROXY to the proxy's address.`;
}

const PROXY_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

/** Reads TRUST_PROXY: 0/false (none), a hop count, or comma-separated addresses; a string is what is wrong. */
export function parseTrustProxy(value: string): TrustProxy | string {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === "0" || trimmed === "false") return false;
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed), 10);
  if (trimmed === "true") {
    return "true would believe any client's X-Forwarded-For: give the number of proxies in front (1 behind one nginx) or their addresses";
  }
  const addresses = trimmed
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  if (!addresses.length || !addresses.every((a) => PROXY_ADDRESS.test(a))) {
    return "must be 0, a number of proxies (1 behind one nginx), or the proxies' addresses, comma-separated (127.0.0.1,10.0.0.0/8)";
  }
  return addresses;
}
