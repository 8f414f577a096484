// The people of an API test and the calls they make: students and administrators signed in through the real
// endpoints, each carrying the session cookie a browser would keep. Every feature's fixtures build on this kit.
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { ADMIN_PASSWORD, jsonHeaders, PASSWORD, signedInAdmin, signedInStudent } from "./accounts";
import { TEST_ORIGIN, type TestApp } from "./test-app";

export type Person = { email: string; password: string; cookie: string; id: string; name: string };
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who makes a call: a person, the Cookie header of their session, or null for someone signed out. */
type Caller = Pick<Person, "cookie"> | string | null;
/** What a call adds to what the web app would send: headers of its own, the address it comes from. */
type CallOptions = { headers?: Record<string, string>; remoteAddress?: string };

/**
 * Calls the API as this caller, as the web app would: a GET bare, any other method from the app's own origin,
 * with a JSON body when there is a payload.
 */
export function callAs(
  t: TestApp,
  as: Caller,
  method: Method,
  url: string,
  payload?: unknown,
  { headers, remoteAddress }: CallOptions = {},
) {
  const withBody = method !== "GET" && payload !== undefined;
  const cookie = typeof as === "string" ? as : as?.cookie;
  return t.app.inject({
    method,
    url,
    headers: {
      ...(method === "GET" ? {} : withBody ? jsonHeaders : { origin: TEST_ORIGIN }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    ...(withBody ? { payload: payload as object } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/**
 * A kit for one test file: `call` as someone, and makers of signed-in people. `label` keeps each file's email
 * addresses apart (`<label>1@riverside.example`, `<label>-admin@riverside.example`).
 */
export function peopleKit(t: () => TestApp, label: string) {
  let n = 0;
  const call = (as: Caller, method: Method, url: string, payload?: unknown, options?: CallOptions) =>
    callAs(t(), as, method, url, payload, options);

  const student = async (name = `Student ${n + 1}`): Promise<Person> => {
    const email = `${label}${++n}@riverside.example`;
    const cookie = await signedInStudent(t(), { email, password: PASSWORD, fullName: name });
    const [row] = await t().database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { email, password: PASSWORD, cookie, id: row!.id, name };
  };

  const admin = async (): Promise<Person> => {
    const signedIn = await signedInAdmin(t(), `${label}-admin@riverside.example`, ADMIN_PASSWORD);
    return { email: signedIn.email, password: ADMIN_PASSWORD, cookie: signedIn.cookie, id: signedIn.id, name: "Admin" };
  };

  return { call, student, admin };
}
