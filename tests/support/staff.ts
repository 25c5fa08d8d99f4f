/** Staff members for API tests: an account, its password, a signed-in session. */
import { csrfTokenFor } from "~/server/staff/tokens.server";
import { postJson, type TestApp } from "./test-app";

export const STAFF_PASSWORD = "lavender mornings on Hylan";

let counter = 0;

/** The cookie pair `name=value` from a sign-in answer's Set-Cookie. */
export function sessionCookieOf(response: Response): string | undefined {
  const header = response.headers.get("set-cookie") ?? "";
  const first = header.split(";")[0];
  return first && first.includes("staff_session=") ? first : undefined;
}

export interface SignedInMember {
  email: string;
  password: string;
  cookie: string;
  /** The session's anti-forgery token (what the pages hand their forms). */
  csrfToken: string;
  /** Headers of a same-origin browser request with this session. */
  headers: Record<string, string>;
}

export async function createAccount(app: TestApp, role: "owner" | "staff", email?: string) {
  const address = email ?? `member${++counter}-${role}@spa.test`;
  const { account, link } = await app.services.staff.accounts.create(address, role);
  await app.services.staff.accounts.setPassword(link.token, STAFF_PASSWORD);
  return { account, email: address, password: STAFF_PASSWORD };
}

export async function signIn(
  app: TestApp,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return postJson(
    `${app.url}/api/staff/sign-in`,
    { email, password },
    { Origin: app.url, ...headers },
  );
}

export async function signedInMember(
  app: TestApp,
  role: "owner" | "staff",
  email?: string,
): Promise<SignedInMember> {
  const created = await createAccount(app, role, email);
  const answer = await signIn(app, created.email, created.password);
  const cookie = sessionCookieOf(answer.response);
  if (answer.status !== 200 || !cookie) throw new Error(`sign-in failed: ${answer.status}`);
  const token = cookie.slice(cookie.indexOf("=") + 1);
  return {
    email: created.email,
    password: created.password,
    cookie,
    csrfToken: csrfTokenFor(token),
    headers: { Cookie: cookie, Origin: app.url },
  };
}
