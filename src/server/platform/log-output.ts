// What the server's log looks like where it goes: JSON lines for files, pipes and production (what log tools read),
// readable lines when a person watches a terminal. Either way a request's URL is logged without the tokens it carries.
import type { FastifyRequest, FastifyServerOptions } from "fastify";
import pinoPretty from "pino-pretty";
import type { Config } from "../config";

type LoggerOption = FastifyServerOptions["logger"];

/** Whether a person reads the output: stdout is a terminal, and this is not a production run. */
export function isTerminalOutput(
  { production }: Pick<Config, "production">,
  stdout: NodeJS.WriteStream = process.stdout,
) {
  return stdout.isTTY === true && !production;
}

/** The logger for the server process: readable lines in a terminal (see isTerminalOutput), else JSON lines. */
export function processLogger(level: string, terminal: boolean): LoggerOption {
  if (!terminal) return { level };
  const stream = pinoPretty({
    // Synchronous, so the lines written before an exit are on screen.
    sync: true,
    colorize: process.stdout.hasColors?.() ?? false,
    translateTime: "SYS:HH:MM:ss",
    singleLine: true,
    // A request's line reads "GET /path" or "200 in 3 ms"; its id and the rest are in the JSON logs.
    messageFormat: "{if req.method}{req.method} {req.url} {end}{if res.statusCode}{res.statusCode} {end}{msg}",
    ignore: "pid,hostname,reqId,req,res,responseTime",
  });
  return { level, stream };
}

/** Adds the request serializer to whatever logger options were given (tests pass their own). */
export function withRequestSerializer(logger: LoggerOption, level: string): LoggerOption {
  if (logger === false) return false;
  const options = typeof logger === "object" && logger !== null ? logger : { level };
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}

// Secrets that links put in a URL: the confirmation link's `?token=`, a signed file URL's `signature=`, the reset
// link's path and the calendar feed's (its token is stored hashed: the log must not keep it in the clear). The setup
// link keeps its token in the fragment, which browsers never send, and would be redacted here if typed into the query.
const SECRET_IN_QUERY = /([?&](?:token|signature)=)[^&#]*/gi;
const TOKEN_IN_PATH = /(\/api\/auth\/reset-password\/)[^/?#]+/;
const FEED_TOKEN_IN_PATH = /(\/api\/calendar\/)[^/?#]+?(\.ics)?(?=[?#]|$)/;

/** The URL as logs show it: token values replaced by "[redacted]". */
export function redactUrl(url: string): string {
  return url
    .replace(SECRET_IN_QUERY, "$1[redacted]")
    .replace(TOKEN_IN_PATH, "$1[redacted]")
    .replace(FEED_TOKEN_IN_PATH, "$1[redacted]$2");
}

/** Fastify's own request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
