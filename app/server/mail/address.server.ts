/**
 * The domain of `Name <user@domain>` or `user@domain`, or "" when there is none. Config checks
 * MAIL_FROM's domain with it, and the outbox names its Message-IDs after it.
 */
export function mailDomain(address: string): string {
  const bare = address.trim();
  const open = bare.lastIndexOf("<");
  const inner = open === -1 ? bare : bare.slice(open + 1, bare.endsWith(">") ? -1 : undefined);
  const at = inner.lastIndexOf("@");
  const domain = at === -1 ? "" : inner.slice(at + 1);
  return /\s/.test(domain) ? "" : domain;
}
