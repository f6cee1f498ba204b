import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * The lists are made when first asked, not when the engine loads: the first BlockList loads Node's
 * own block-list code (~8 ms), which an export or an import never needs, and the command line's
 * start waits for it.
 */
function madeOnFirstUse(make: () => BlockList): () => BlockList {
  let list: BlockList | undefined;
  return () => (list ??= make());
}

/**
 * Addresses that are not on the public internet: this machine, private networks, link-local (the
 * cloud metadata service at 169.254.169.254 and fd00:ec2::254 among them), shared carrier space,
 * documentation, benchmarking, multicast and reserved ranges (IANA special-purpose registries).
 */
const notPublic = madeOnFirstUse(() => {
  const list = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const) {
    list.addSubnet(network, prefix, 'ipv4');
  }
  for (const [network, prefix] of [
    ['::', 128],
    ['::1', 128],
    ['64:ff9b::', 96],
    ['64:ff9b:1::', 48],
    ['100::', 64],
    ['2001:db8::', 32],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ] as const) {
    list.addSubnet(network, prefix, 'ipv6');
  }
  return list;
});

/**
 * IPv4 written inside IPv6 in dotted form (`::ffff:127.0.0.1`, NAT64 `64:ff9b::10.0.0.1`): judged as
 * the IPv4 it carries; in hex form they stay in the ranges above, never public.
 */
const EMBEDDED_V4 = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i;

/** True for an address on the public internet; false for any other, and for what is no address at all. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const embedded = EMBEDDED_V4.exec(bare)?.[1];
  if (embedded) return isPublicAddress(embedded);
  if (isIPv4(bare)) return !notPublic().check(bare, 'ipv4');
  if (isIPv6(bare)) return !bare.toLowerCase().startsWith('::ffff:') && !notPublic().check(bare, 'ipv6');
  return false;
}

/**
 * Link-local addresses, where the cloud metadata services answer (169.254.169.254, fd00:ec2::254,
 * Alibaba's 100.100.100.200), in every spelling: no site leads there, not even one in a private network.
 */
const linkLocal = madeOnFirstUse(() => {
  const list = new BlockList();
  list.addSubnet('169.254.0.0', 16, 'ipv4');
  list.addAddress('100.100.100.200', 'ipv4');
  list.addSubnet('fe80::', 10, 'ipv6');
  list.addAddress('fd00:ec2::254', 'ipv6');
  list.addSubnet('64:ff9b::a9fe:0', 112, 'ipv6');
  return list;
});

/** True for a link-local or cloud metadata address (IPv4 inside IPv6 too); false for any other, and for no address. */
export function isLinkLocalAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const embedded = EMBEDDED_V4.exec(bare)?.[1];
  if (embedded) return isLinkLocalAddress(embedded);
  if (isIPv4(bare)) return linkLocal().check(bare, 'ipv4');
  return isIPv6(bare) && linkLocal().check(bare, 'ipv6');
}

const loopback = madeOnFirstUse(() => {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  return list;
});

/** True for an address of this machine's loopback (127.0.0.0/8, ::1), IPv4 mapped into IPv6 too; false for any other. */
export function isLoopbackAddress(address: string): boolean {
  const bare = address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  if (isIPv4(bare)) return loopback().check(bare, 'ipv4');
  return isIPv6(bare) && loopback().check(bare, 'ipv6');
}
