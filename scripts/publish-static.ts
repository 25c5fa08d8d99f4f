/**
 * Copies a release's static files to the folder nginx serves (deploy/nginx/spa.conf), with
 * brotli and gzip copies made once here instead of on every request:
 *
 *   npx tsx scripts/publish-static.ts --to /srv/spa/static [--release .] [--content content]
 *
 * build/client/assets -> TO/assets: hashed names, so files of earlier releases are kept; a page
 * rendered by an app server that has not been restarted yet still finds its scripts.
 * CONTENT/media -> TO/media: the content's images, videos and icons.
 * Prints one line per folder (files copied, compressed copies written).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text formats worth compressing; images, videos and woff2 fonts are compressed already. */
const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".map",
  ".txt",
  ".xml",
  ".html",
  ".webmanifest",
  ".ico",
]);
/** Below this, a compressed copy saves less than the headers around it. */
const MIN_BYTES = 256;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file.gz` and `file.br` unless they are current (same mtime) or would not be smaller. */
async function precompress(file: string): Promise<number> {
  if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) return 0;
  const stat = await fs.stat(file);
  if (stat.size < MIN_BYTES) return 0;
  let source: Buffer | undefined;
  let written = 0;
  const variants = [
    { suffix: ".gz", make: (data: Buffer) => gzip(data, { level: 9 }) },
    {
      suffix: ".br",
      make: (data: Buffer) =>
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
    },
  ];
  for (const { suffix, make } of variants) {
    const target = file + suffix;
    const existing = await fs.stat(target).catch(() => undefined);
    if (existing && existing.mtimeMs === stat.mtimeMs) continue;
    source ??= await fs.readFile(file);
    const compressed = await make(source);
    if (compressed.length >= source.length * 0.95) {
      await fs.rm(target, { force: true });
      continue;
    }
    await fs.writeFile(target, compressed);
    // nginx answers the copy's Last-Modified: the same as the original's.
    await fs.utimes(target, stat.atime, stat.mtime);
    written++;
  }
  return written;
}

async function publish(from: string, to: string): Promise<string> {
  await fs.mkdir(to, { recursive: true });
  await fs.cp(from, to, { recursive: true, preserveTimestamps: true, force: true });
  const files = (await filesUnder(to)).filter(
    (file) => !file.endsWith(".gz") && !file.endsWith(".br"),
  );
  let compressed = 0;
  // zlib compresses on libuv's thread pool (four threads): keep it busy.
  for (let start = 0; start < files.length; start += 4) {
    const counts = await Promise.all(files.slice(start, start + 4).map(precompress));
    compressed += counts.reduce((sum, n) => sum + n, 0);
  }
  return `${to}: ${files.length} files, ${compressed} compressed copies written`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      to: { type: "string" },
      release: { type: "string", default: "." },
      content: { type: "string" },
    },
  });
  if (!values.to) {
    console.error(
      "Usage: npx tsx scripts/publish-static.ts --to DIR [--release DIR] [--content DIR]",
    );
    process.exit(2);
  }
  const release = path.resolve(values.release);
  const content = path.resolve(release, values.content ?? process.env.CONTENT_DIR ?? "content");
  const to = path.resolve(values.to);
  const assets = path.join(release, "build", "client", "assets");
  if (!(await fs.stat(assets).catch(() => undefined))?.isDirectory()) {
    console.error(`${assets} is missing: run npm run build first`);
    process.exit(1);
  }
  console.log(await publish(assets, path.join(to, "assets")));
  console.log(await publish(path.join(content, "media"), path.join(to, "media")));
}

await main();
