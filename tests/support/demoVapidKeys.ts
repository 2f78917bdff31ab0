import { readFileSync } from "node:fs";

/** One `NAME=value` of a dotenv file of the functions'. */
function valueIn(file: string, name: string): string {
  const line = readFileSync(new URL(`../../functions/${file}`, import.meta.url), "utf8")
    .split("\n")
    .find((candidate) => candidate.startsWith(`${name}=`));
  if (line === undefined) throw new Error(`${name} is not in functions/${file}`);
  return line.slice(name.length + 1).trim();
}

/** The emulators' demo VAPID pair (functions/.env.demo-strangers, functions/.secret.local), as the functions read it. */
export function demoVapidKeys(): { subject: string; publicKey: string; privateKey: string } {
  return {
    subject: valueIn(".env.demo-strangers", "VAPID_SUBJECT"),
    publicKey: valueIn(".env.demo-strangers", "VAPID_PUBLIC_KEY"),
    privateKey: valueIn(".secret.local", "VAPID_PRIVATE_KEY"),
  };
}
