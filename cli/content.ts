/**
 * Staff command: move the site's content between files and the database.
 *   npm run content -- import [--dir content]   replace the database's content with the files
 *   npm run content -- export [--dir content]   write the database's content to the files
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../app/server/config.server";
import { readContentDir, writeContentDir, type Content } from "../app/server/content/files.server";
import { exportContent, importContent } from "../app/server/content/store.server";
import { connect, jsonFrom } from "./connection";

const USAGE = `Usage:
  npm run content -- import [--dir DIR]
  npm run content -- export [--dir DIR]
DIR defaults to CONTENT_DIR (./content).`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { dir: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (command !== "import" && command !== "export") {
    console.error(`Unknown command ${command}\n\n${USAGE}`);
    process.exit(1);
  }
  const config = loadConfig();
  const dir = path.resolve(values.dir ?? config.contentDir);
  // Validate the files before touching the database, whichever way we reach it.
  const content = command === "import" ? await readContentDir(dir) : undefined;
  const access = await connect(config);

  if (access.kind === "server") {
    if (content) {
      jsonFrom(await access.request("POST", "/content/import", { dir }));
    } else {
      await writeContentDir(dir, jsonFrom<Content>(await access.request("GET", "/content")));
    }
  } else {
    try {
      if (content) await importContent(access.database.db, content);
      else await writeContentDir(dir, await exportContent(access.database.db));
    } finally {
      await access.close();
    }
  }
  console.error(
    command === "import" ? `Imported content from ${dir}` : `Exported content to ${dir}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
