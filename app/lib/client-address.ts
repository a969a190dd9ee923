import ipaddr from "ipaddr.js";

/**
 * The group a client address is counted in for rate limits: an IPv4 address on its own, an IPv6
 * address by its /64 network (one home or phone usually holds a whole /64, so counting single IPv6
 * addresses would let one sender use millions of them). Null when there is no usable address.
 */
export function addressGroup(address: string | null | undefined): string | null {
  if (!address || !ipaddr.isValid(address.trim())) return null;
  let parsed = ipaddr.parse(address.trim());
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === "ipv4") return `v4:${parsed.toString()}`;
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `v6:${parts.map((p) => p.toString(16)).join(":")}::/64`;
}
