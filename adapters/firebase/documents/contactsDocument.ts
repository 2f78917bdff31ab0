/**
 * `matches/{matchId}/contacts/{uid}`: the addresses revealed to one member once everyone who met
 * said "meet again" (`addresses`: the others' school addresses, by uid). Written by the functions;
 * the rules let only that member read it, so a member who cancelled, and was given none, reads nothing.
 */
export function toContactsDocument(
  matchId: string,
  uid: string,
  addresses: Readonly<Record<string, string>>,
): Record<string, unknown> {
  return { match_id: matchId, uid, addresses: { ...addresses } };
}

export function fromContactsDocument(data: Record<string, unknown> | undefined): Record<string, string> {
  const addresses = data?.addresses;
  if (typeof addresses !== "object" || addresses === null) return {};
  return Object.fromEntries(
    Object.entries(addresses as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string")
      .map(([uid, email]) => [uid, email]),
  );
}
