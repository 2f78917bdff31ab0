import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
} from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";

/**
 * A push service of our own, for the tests (what Chrome's FCM or Mozilla's autopush are to a real
 * device): it speaks the Web Push protocol (RFC 8030) over HTTPS, checks each push's VAPID JWT
 * (RFC 8292: ES256, signed by the key in `k=`, for this origin, not expired, the site's key when
 * one is expected) and decrypts its aes128gcm payload (RFC 8188, 8291) with the keys of the test
 * subscription it is addressed to, then hands the text on (to Chromium, through the DevTools
 * protocol's `ServiceWorker.deliverPushMessage`, in the Firebase e2e). A subscription marked gone
 * answers 410, as a push service does for a device that unsubscribed.
 *
 * Its TLS key and certificate are the ones scripts/with-emulators.mjs made (PUSH_SERVICE_TLS_DIR),
 * which the functions trust.
 */

/** One test device's subscription, as a browser's `PushSubscription.toJSON()` gives it. */
export interface StandInSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

/** A push the stand-in accepted: to which subscription, its decrypted text, and when it came. */
export interface ReceivedPush {
  readonly endpoint: string;
  readonly text: string;
  readonly receivedAt: number;
  readonly urgency: string | null;
  readonly ttl: number;
}

/** What the stand-in refused, and why (a bad signature, a payload it could not decrypt, a gone device). */
export interface RefusedPush {
  readonly endpoint: string;
  readonly status: number;
  readonly reason: string;
}

interface Device {
  readonly ecdh: ReturnType<typeof createECDH>;
  readonly auth: Buffer;
  gone: boolean;
}

export interface PushServiceStandInOptions {
  /** The site's VAPID public key (base64url): a push signed with any other is refused. */
  readonly vapidPublicKey?: string;
  /** Called with each push accepted, after the push service's 201 answer (as a real one delivers after accepting). */
  readonly deliver?: (push: ReceivedPush) => void | Promise<void>;
}

/** How long a VAPID JWT may live at most (RFC 8292 §2: no more than 24 hours). */
const VAPID_MAX_LIFETIME_S = 24 * 60 * 60;
const RECORD_HEADER_BYTES = 16 + 4 + 1;
const GCM_TAG_BYTES = 16;

export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  readonly refused: RefusedPush[] = [];
  readonly #devices = new Map<string, Device>();
  readonly #server: Server;
  readonly #options: PushServiceStandInOptions;
  #origin = "";

  private constructor(server: Server, options: PushServiceStandInOptions) {
    this.#server = server;
    this.#options = options;
  }

  /** Starts on 127.0.0.1, a port of the system's choosing, with the certificate with-emulators.mjs made. */
  static async start(options: PushServiceStandInOptions = {}): Promise<PushServiceStandIn> {
    const directory = process.env.PUSH_SERVICE_TLS_DIR;
    if (directory === undefined) {
      throw new Error(
        "PUSH_SERVICE_TLS_DIR is not set: run under scripts/with-emulators.mjs, which makes the certificate",
      );
    }
    const server = createServer({
      key: readFileSync(`${directory}/key.pem`),
      cert: readFileSync(`${directory}/cert.pem`),
    });
    const standIn = new PushServiceStandIn(server, options);
    server.on("request", (request, response) => void standIn.#answer(request, response));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    standIn.#origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return standIn;
  }

  get origin(): string {
    return this.#origin;
  }

  /** A new test device's subscription: its own P-256 key pair and auth secret, as a browser makes them. */
  subscribe(): StandInSubscription {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const id = randomUUID();
    this.#devices.set(id, { ecdh, auth, gone: false });
    return {
      endpoint: `${this.#origin}/push/${id}`,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    };
  }

  /** The device unsubscribed: its pushes are answered 410 Gone from now on. */
  markGone(endpoint: string): void {
    const device = this.#devices.get(idOf(endpoint));
    if (device !== undefined) device.gone = true;
  }

  /** The texts pushed to one subscription, oldest first. */
  textsFor(endpoint: string): string[] {
    return this.received.filter((push) => push.endpoint === endpoint).map((push) => push.text);
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  async #answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const endpoint = `${this.#origin}${request.url ?? ""}`;
    const refuse = (status: number, reason: string) => {
      this.refused.push({ endpoint, status, reason });
      response.writeHead(status, { "content-type": "text/plain" }).end(reason);
    };
    const body = await readBody(request);
    const device = request.method === "POST" ? this.#devices.get(idOf(endpoint)) : undefined;
    if (device === undefined) return refuse(404, "No such subscription");
    if (device.gone) return refuse(410, "This subscription has expired or been unsubscribed");
    const vapid = this.#checkVapid(request.headers.authorization);
    if (vapid !== null) return refuse(401, vapid);
    const ttl = Number(request.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, "A TTL header is required");
    if (request.headers["content-encoding"] !== "aes128gcm") return refuse(415, "Only aes128gcm is accepted");
    let text: string;
    try {
      text = decryptAes128gcm(body, device.ecdh, device.auth);
    } catch (error) {
      return refuse(400, `The payload could not be decrypted: ${String(error)}`);
    }
    const push: ReceivedPush = {
      endpoint,
      text,
      receivedAt: Date.now(),
      urgency: typeof request.headers.urgency === "string" ? request.headers.urgency : null,
      ttl,
    };
    this.received.push(push);
    response.writeHead(201, { location: `${endpoint}/messages/${randomUUID()}` }).end();
    await this.#options.deliver?.(push);
  }

  /** Null when the `vapid t=<JWT>, k=<key>` authorization is good; else why not. */
  #checkVapid(authorization: string | undefined): string | null {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
    if (match === null) return "A VAPID authorization (vapid t=..., k=...) is required";
    const [, token = "", key = ""] = match;
    if (this.#options.vapidPublicKey !== undefined && key !== this.#options.vapidPublicKey)
      return "Signed with another key than the site's";
    const [header = "", claims = "", signature = ""] = token.split(".");
    const point = Buffer.from(key, "base64url");
    if (point.length !== 65 || point[0] !== 4) return "k is not an uncompressed P-256 public key";
    const publicKey = createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
    const signed = verify(
      "sha256",
      Buffer.from(`${header}.${claims}`),
      { key: publicKey, dsaEncoding: "ieee-p1363" },
      Buffer.from(signature, "base64url"),
    );
    if (!signed) return "The JWT's signature does not verify with k";
    const { alg } = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg?: unknown };
    if (alg !== "ES256") return "The JWT is not ES256";
    const { aud, exp, sub } = JSON.parse(Buffer.from(claims, "base64url").toString()) as Record<string, unknown>;
    if (aud !== this.#origin) return `The JWT's audience is not this push service (${String(aud)})`;
    const now = Date.now() / 1000;
    if (typeof exp !== "number" || exp < now || exp > now + VAPID_MAX_LIFETIME_S) return "The JWT has expired";
    if (typeof sub !== "string" || !/^(mailto:|https:)/.test(sub)) return "The JWT names no contact (sub)";
    return null;
  }
}

const idOf = (endpoint: string): string => endpoint.split("/push/")[1] ?? "";

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

const hmac = (key: Buffer, ...data: Buffer[]): Buffer => {
  const mac = createHmac("sha256", key);
  for (const part of data) mac.update(part);
  return mac.digest();
};

/** The keys of one aes128gcm record (RFC 8291 §3.4, RFC 8188 §2.2): from the device's keys and the sender's. */
function contentKeys(salt: Buffer, senderKey: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer) {
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), senderKey, Buffer.from([1])]);
  const ikm = hmac(hmac(auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  return {
    key: hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0"), Buffer.from([1])).subarray(0, 16),
    nonce: hmac(prk, Buffer.from("Content-Encoding: nonce\0"), Buffer.from([1])).subarray(0, 12),
  };
}

/** A Web Push payload (one record: a push is at most 4 KB) decrypted for the device it was encrypted for. */
export function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  if (body.length < RECORD_HEADER_BYTES) throw new Error("too short for the aes128gcm header");
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20] ?? 0;
  const senderKey = body.subarray(RECORD_HEADER_BYTES, RECORD_HEADER_BYTES + keyIdLength);
  const record = body.subarray(RECORD_HEADER_BYTES + keyIdLength);
  if (keyIdLength !== 65) throw new Error("the key id is not the sender's P-256 public key");
  if (record.length > recordSize || record.length <= GCM_TAG_BYTES) throw new Error("not one record");
  const { key, nonce } = contentKeys(salt, senderKey, ecdh, auth);
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(record.subarray(record.length - GCM_TAG_BYTES));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - GCM_TAG_BYTES)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}
