import { describe, expect, it } from 'vitest';
import {
  isLinkLocalAddress,
  isLoopbackAddress,
  isPublicAddress,
} from '../../../../electron/engine/http/public-address';

describe('isPublicAddress', () => {
  it('takes only addresses on the public internet as public', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses this machine, private networks, link-local and metadata addresses, in every spelling', () => {
    const local = [
      '127.0.0.1',
      '127.1.2.3',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '::1',
      '::',
      'fe80::1%eth0',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::169.254.169.254',
      '[::1]',
      'not an address',
      '',
    ];
    for (const address of local) expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('isLinkLocalAddress', () => {
  it('takes link-local and the cloud metadata services in every spelling, and nothing else', () => {
    const linkLocal = [
      '169.254.169.254',
      '169.254.0.1',
      '100.100.100.200',
      'fe80::1%eth0',
      '[fe80::1]',
      'fd00:ec2::254',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '64:ff9b::169.254.169.254',
      '64:ff9b::a9fe:a9fe',
    ];
    for (const address of linkLocal) expect(isLinkLocalAddress(address), address).toBe(true);
    const others = ['127.0.0.1', '10.0.0.1', '192.168.1.1', '100.64.0.1', '::1', 'fd00::1', '8.8.8.8', 'metadata', ''];
    for (const address of others) expect(isLinkLocalAddress(address), address).toBe(false);
  });
});

describe('isLoopbackAddress', () => {
  it('takes 127.0.0.0/8 and ::1 as a socket gives them, and nothing else', () => {
    const loopback = ['127.0.0.1', '127.0.0.2', '127.255.255.254', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'];
    for (const address of loopback) expect(isLoopbackAddress(address), address).toBe(true);
    const others = ['10.0.0.1', '192.168.1.1', '::', '0.0.0.0', 'fd00::1', '64:ff9b::127.0.0.1', 'localhost', ''];
    for (const address of others) expect(isLoopbackAddress(address), address).toBe(false);
  });
});
