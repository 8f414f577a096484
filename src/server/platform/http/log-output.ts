// What the server's log looks like where it goes: JSON lines for files, pipes and production (what log tools read),
// readable lines when a person watches a terminal. Either way a request's URL is logged without the tokens it carries.
import os from "node:os";
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";
import pinoPretty from "pino-pretty";
import type { Config } from "../../config";

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
  return terminal ? { level, stream: prettyStream() } : { level };
}

function prettyStream() {
  return pinoPretty({
    // Synchronous, so the lines written before an exit are on screen.
    sync: true,
    colorize: process.stdout.hasColors?.() ?? false,
    translateTime: "SYS:HH:MM:ss",
    singleLine: true,
    // A request's line reads "GET /path" or "200 in 3 ms"; its id and the rest are in the JSON logs.
    messageFormat: "{if req.method}{req.method} {req.url} {end}{if res.statusCode}{res.statusCode} {end}{msg}",
    ignore: "pid,hostname,reqId,req,res,responseTime",
  });
}

/**
 * Info lines written before the server's logger exists (while the database is opened and migrated), in the format
 * its lines have where they go: a first start takes a while, and the person or log tool watching should see why.
 */
export function startupLog(terminal: boolean): (message: string) => void {
  const stream = terminal ? prettyStream() : process.stdout;
  const hostname = os.hostname();
  return (msg) => {
    stream.write(`${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, hostname, msg })}\n`);
  };
}

// Files the browser fetches along with a page (scripts, styles, icons): at debug level, so the info log is one line
// per page or API call rather than a screenful per page load.
const ASSET_PATH = /\.[a-z0-9]+$/i;

/**
 * Fastify's request logging wrote two lines per request (received, completed): this writes one when the response is
 * sent, with the request and its outcome, and the files at debug level.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    const took = `in ${Math.round(reply.elapsedTime)} ms`;
    if (error) return void reply.log.error({ ...fields, err: error }, `request errored ${took}`);
    const pathname = request.url.split("?")[0] ?? "";
    // A missing or failing file stays at info: that one is worth seeing.
    const asset = !pathname.startsWith("/api/") && ASSET_PATH.test(pathname) && reply.statusCode < 400;
    reply.log[asset ? "debug" : "info"](fields, took);
  }
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
