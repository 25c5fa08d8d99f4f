/**
 * A test app that renders the staff pages, with a signed-in owner's browser without JavaScript:
 * for API tests that post an editor's forms as the server rendered them (decision 0020).
 */
import { startTestApp, testPages, type Backend, type TestApp } from "./test-app";
import { signedInMember } from "./staff";
import { staffBrowser } from "./rendered-form";

export interface FormApp {
  app: TestApp;
  browser: ReturnType<typeof staffBrowser>;
  close(): Promise<void>;
}

export async function ownerFormApp(backend: Backend): Promise<FormApp> {
  const rendering = await testPages();
  const app = await startTestApp(backend, {}, {}, undefined, rendering.pages);
  const browser = staffBrowser(app, await signedInMember(app, "owner"));
  return {
    app,
    browser,
    async close() {
      await app.close();
      await rendering.close();
    },
  };
}
