/** The part of the `web-push` library (3.6) the functions use; the package ships no types of its own. */
declare module "web-push" {
  export interface PushSubscription {
    readonly endpoint: string;
    readonly keys: { readonly p256dh: string; readonly auth: string };
  }
  export interface VapidDetails {
    readonly subject: string;
    readonly publicKey: string;
    readonly privateKey: string;
  }
  export interface RequestOptions {
    readonly vapidDetails?: VapidDetails;
    readonly TTL?: number;
    readonly urgency?: "very-low" | "low" | "normal" | "high";
    readonly topic?: string;
    readonly timeout?: number;
  }
  export interface SendResult {
    readonly statusCode: number;
    readonly body: string;
    readonly headers: Record<string, string>;
  }
  export class WebPushError extends Error {
    readonly statusCode: number;
    readonly body: string;
    readonly endpoint: string;
  }
  export function sendNotification(
    subscription: PushSubscription,
    payload: string,
    options?: RequestOptions,
  ): Promise<SendResult>;
  export function generateVAPIDKeys(): { publicKey: string; privateKey: string };
  const webPush: {
    sendNotification: typeof sendNotification;
    generateVAPIDKeys: typeof generateVAPIDKeys;
    WebPushError: typeof WebPushError;
  };
  export default webPush;
}
