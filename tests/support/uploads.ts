/** Files for the tests that upload: the fixtures, and the résumé upload as the career form posts it. */
import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "~/server/http-app.server";
import type { TestApp } from "./test-app";

/** A file of tests/fixtures, read. */
export const fixture = (name: string) =>
  fs.readFileSync(path.join(PROJECT_ROOT, "tests/fixtures", name));

/** A file posted to the résumé upload as the career form sends it: the answer's status and body. */
export async function uploadResume(app: Pick<TestApp, "url">, bytes: Buffer, fileName: string) {
  const form = new FormData();
  form.append("file_upload", new Blob([new Uint8Array(bytes)]), fileName);
  const response = await fetch(`${app.url}/api/wswebsiteinfo/uploadFilesFromWebsites`, {
    method: "POST",
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Record<string, string> };
}
