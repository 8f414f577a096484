// Where the server may send a push (issue 34): a browser's push service, named by host, over https on its own port,
// at public addresses only. Checked when a browser subscribes and again at every push (the setting may have
// changed, and rows from before the check exist), where the address a name resolves to is checked as well.
import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";
import { isPushServiceHost, PUSH_SERVICE_HOSTS } from "../../../domain/push/push-services";
import type { Config } from "../../config";
import { isIpLiteral, isLoopbackAddress, isPublicAddress } from "../../platform/outbound/public-address";

export type PushEndpointPolicy = {
  /** PUSH_SERVICE_HOSTS: hosts allowed besides the browsers'. */
  extraHosts: readonly string[];
  /** PUSH_ALLOW_HTTP_ENDPOINTS, for tests only: plain http to a loopback address (a fake push service). */
  allowLoopbackHttp: boolean;
};

export const pushEndpointPolicy = (config: Config): PushEndpointPolicy => ({
  extraHosts: config.push.extraServiceHosts,
  allowLoopbackHttp: config.push.allowHttpEndpoints,
});

/** Why the server never sends to this address: not a URL it would send to, or not a push service; null if fine. */
export function endpointRefusal(endpoint: string, policy: PushEndpointPolicy): "invalid" | "not-push-service" | null {
  if (!URL.canParse(endpoint)) return "invalid";
  // URL reads an address the way the connection will: 0x7f000001, 2130706433 and 0177.0.0.1 are all 127.0.0.1.
  const url = new URL(endpoint);
  if (url.username || url.password) return "invalid";
  if (policy.allowLoopbackHttp && url.protocol === "http:" && isLoopbackAddress(url.hostname)) return null;
  // Push services take pushes on 443 and are reached by name: an address or another port is somewhere else.
  if (url.protocol !== "https:" || url.port !== "" || isIpLiteral(url.hostname)) return "invalid";
  if (!isPushServiceHost(url.hostname, [...PUSH_SERVICE_HOSTS, ...policy.extraHosts])) return "not-push-service";
  return null;
}

/** The error of a connection refused because its name resolved to an address that is not public. */
export const NOT_PUBLIC = "ERR_PUSH_ADDRESS_NOT_PUBLIC";

export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * The lookup of the connections that carry pushes: the name's addresses, all of them public, or an error. It runs
 * when the connection is made, so the addresses checked are the ones connected to (a name cannot resolve to a
 * public address for the check and to a private one for the connection).
 */
export function publicOnlyLookup(resolve: ResolveHost = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const addresses = options.family ? found.filter((a) => a.family === options.family) : found;
        const refused = found.find((a) => !isPublicAddress(a.address));
        if (refused || !addresses.length) {
          const error = Object.assign(new Error(`${hostname} resolves to ${refused?.address ?? "no address"}`), {
            code: NOT_PUBLIC,
          });
          return callback(error, "", 0);
        }
        if (options.all) return callback(null, addresses);
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}
