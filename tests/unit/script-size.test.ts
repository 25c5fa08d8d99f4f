import { describe, expect, it, vi } from "vitest";
import { LANDING_LAYOUT_ID } from "~/lib/layout/landing-layout-data";
import { LAYOUT_IDS } from "~/lib/layout/layout-data";
import { MAIN_LAYOUT_ID } from "~/lib/layout/main-layout-data";
import { preload } from "../../scripts/preload-helper";

// Arrangements that keep the public pages' JavaScript small (docs/performance.md).

describe("the layout ids useLayoutData spells out", () => {
  it("are the layouts' own", () => {
    expect(LAYOUT_IDS).toEqual({ landing: LANDING_LAYOUT_ID, main: MAIN_LAYOUT_ID });
  });
});

describe("the dynamic-import helper served as Vite's __vitePreload", () => {
  function fakeDocument(present: string[]) {
    const appended: { rel: string; href: string }[] = [];
    const document = {
      querySelector: (selector: string) =>
        present.some((href) => selector === `link[href="${href}"]`) ? {} : null,
      createElement: () => ({ rel: "", href: "" }),
      head: { appendChild: (link: { rel: string; href: string }) => appended.push(link) },
    };
    return { document, appended };
  }

  it("preloads the dependencies the page lacks, then imports", async () => {
    const { document, appended } = fakeDocument(["/assets/jsx-runtime.js"]);
    vi.stubGlobal("document", document);
    try {
      const load = vi.fn(async () => ({ engine: 1 }));
      await expect(
        preload(load, ["assets/engine.js", "assets/jsx-runtime.js", "assets/extra.css"]),
      ).resolves.toEqual({ engine: 1 });
      expect(load).toHaveBeenCalledOnce();
      expect(appended).toEqual([
        { rel: "modulepreload", href: "/assets/engine.js" },
        { rel: "stylesheet", href: "/assets/extra.css" },
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("imports at once without dependencies, and passes a failed import on", async () => {
    const { document, appended } = fakeDocument([]);
    vi.stubGlobal("document", document);
    try {
      await expect(preload(async () => "module")).resolves.toBe("module");
      const failure = new Error("offline");
      await expect(preload(() => Promise.reject(failure), [])).rejects.toBe(failure);
      expect(appended).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
