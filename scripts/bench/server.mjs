// A small static server for the benchmark: serves a built `dist/` the way Firebase Hosting
// does (firebase.json), so that what the browser downloads is what a visitor's phone would:
// - a path that names a file serves it; then, as Hosting does, /about serves about.html when
//   `cleanUrls` is on, and about/index.html (a directory index); every other path serves
//   the destination of the "**" rewrite (app.html, the app shell);
//   dot-files (.vite/manifest.json, .bench/) are hidden, as `hosting.ignore` hides them;
// - brotli or gzip per Accept-Encoding for text types, all compressed at start-up (a CDN serves
//   from its cache: compressing on the first request would add up to a second of "server time",
//   which Lighthouse's simulation counts as latency);
// - the security headers of scripts/securityHeaders.mjs and the Cache-Control of the
//   hosting headers rules, matched against the requested path like Firebase matches them;
// - over HTTPS with HTTP/2, as Hosting's CDN does: the page's requests share one connection.
//   Over HTTP/1.1 a browser opens at most six per origin, and Lighthouse's simulation queues
//   a page's many small chunks behind them, which no visitor of the real site would see.
//   The certificate is self-signed, made at start-up for 127.0.0.1 (the browsers that load
//   the pages are told to accept it).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { extname, join, normalize, sep } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { securityHeaders } from "../securityHeaders.mjs";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".txt", ".xml", ".map"]);

/** A Firebase Hosting glob ("**", "/assets/**", "/index.html") as a regular expression. */
function globToRegExp(glob) {
  let pattern = "";
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i];
    if (char === "*" && glob[i + 1] === "*") {
      pattern += ".*";
      i++;
    } else if (char === "*") pattern += "[^/]*";
    else if (char === "?") pattern += "[^/]";
    else pattern += char.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${pattern}$`);
}

/** The hosting settings of firebase.json: clean URLs, the "**" rewrite, and the headers rules, each with a matcher, in file order (later rules win). */
function hostingConfig(firebaseJsonPath) {
  const { hosting } = JSON.parse(readFileSync(firebaseJsonPath, "utf8"));
  const rewrite = (hosting.rewrites ?? []).find((rule) => rule.source === "**");
  return {
    cleanUrls: hosting.cleanUrls === true,
    fallback: rewrite?.destination ?? null,
    rules: (hosting.headers ?? []).map((rule) => ({
      matches: rule.regex !== undefined ? new RegExp(rule.regex) : globToRegExp(rule.source),
      headers: rule.headers,
    })),
  };
}

/** Which encoding to send, from the Accept-Encoding header: br, then gzip, else none. */
function pickEncoding(acceptEncoding = "") {
  const offered = new Map();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    offered.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  const accepts = (name) => (offered.get(name) ?? offered.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return null;
}

/** A throwaway self-signed certificate for 127.0.0.1, made with the machine's openssl. */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "bench-tls-"));
  try {
    const key = join(dir, "key.pem");
    const cert = join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
        ...["-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=127.0.0.1"],
        ...["-addext", "subjectAltName=IP:127.0.0.1"],
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch (error) {
    throw new Error(`The benchmark's server needs openssl to make its certificate: ${error.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the server on 127.0.0.1 (a free port unless one is given).
 * @param {{ root: string, firebaseJson: string, port?: number }} options
 * @returns {Promise<{ origin: string, close: () => Promise<void>, requests: () => number }>}
 */
export async function startStaticServer({ root, firebaseJson, port = 0 }) {
  const security = securityHeaders();
  const { cleanUrls, fallback, rules } = hostingConfig(firebaseJson);
  const cache = new Map(); // file path + encoding → Buffer
  let served = 0;

  const fileFor = (pathname) => {
    const relative = normalize(pathname).replace(/^([/\\])+/, "");
    if (relative.split(sep).some((part) => part.startsWith(".") || part === "..")) return null;
    const file = join(root, relative);
    try {
      return statSync(file).isFile() ? file : null;
    } catch {
      return null;
    }
  };

  const body = (file, encoding) => {
    const key = `${file}\n${encoding ?? ""}`;
    let buffer = cache.get(key);
    if (buffer === undefined) {
      const raw = readFileSync(file);
      if (encoding === "br") {
        buffer = brotliCompressSync(raw, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
      } else if (encoding === "gzip") buffer = gzipSync(raw, { level: 9 });
      else buffer = raw;
      cache.set(key, buffer);
    }
    return buffer;
  };

  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (request, response) => {
    served++;
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const file =
      fileFor(pathname) ??
      (cleanUrls && !pathname.endsWith("/") ? fileFor(`${pathname}.html`) : null) ??
      fileFor(`${pathname.replace(/\/$/, "")}/index.html`) ??
      (fallback === null ? null : fileFor(fallback));
    if (file === null) {
      response.writeHead(404).end();
      return;
    }
    const extension = extname(file).toLowerCase();
    const encoding = COMPRESSIBLE.has(extension) ? pickEncoding(request.headers["accept-encoding"]) : null;
    const content = body(file, encoding);
    const headers = {
      "Content-Type": TYPES[extension] ?? "application/octet-stream",
      "Content-Length": String(content.length),
      ...security,
    };
    for (const rule of rules) {
      if (!rule.matches.test(pathname)) continue;
      for (const { key, value } of rule.headers) headers[key] = value;
    }
    if (COMPRESSIBLE.has(extension)) headers.Vary = "Accept-Encoding";
    if (encoding !== null) headers["Content-Encoding"] = encoding;
    response.writeHead(200, headers);
    response.end(request.method === "HEAD" ? undefined : content);
  });
  const sockets = new Set();
  server.on("secureConnection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  // Compress every text file now, so that no request waits for it.
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.name.startsWith(".") ? [] : entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  for (const file of walk(root)) {
    if (!COMPRESSIBLE.has(extname(file).toLowerCase())) continue;
    body(file, "br");
    body(file, "gzip");
  }

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.address();
  return {
    origin: `https://127.0.0.1:${address.port}`,
    requests: () => served,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
