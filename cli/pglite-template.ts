/**
 * Build step (`npm run build`): an empty embedded-database folder, initialised once here so that a
 * server's first start on a new DATA_DIR copies it instead of running PGlite's initdb, which
 * needs about 870 MB of memory (docs/decisions/0015). Kept while the installed PGlite's version
 * matches; a server without it falls back to initdb.
 */
import { PGLITE_TEMPLATE_DIR, writePgliteTemplate } from "../app/server/db/client.server";

const started = Date.now();
if (await writePgliteTemplate()) {
  console.log(
    `PGlite data folder template written to ${PGLITE_TEMPLATE_DIR} in ${Date.now() - started} ms`,
  );
}
