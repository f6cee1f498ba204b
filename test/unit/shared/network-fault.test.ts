import { describe, expect, it } from 'vitest';
import { isLastingFault, networkFaultOf, type NetworkFault } from '../../../shared/network-fault';

describe('the fault a network error names', () => {
  it('tells each kind by its code, or by undici words for a socket closed', () => {
    const cases: Array<[string, NetworkFault]> = [
      ['ECONNREFUSED', 'refused'],
      ['ECONNRESET', 'closed'],
      ['EPIPE', 'closed'],
      ['UND_ERR_SOCKET', 'closed'],
      ['other side closed', 'closed'],
      ['EHOSTUNREACH', 'unreachable'],
      ['ENETUNREACH', 'unreachable'],
      ['ENOTFOUND', 'dns'],
      ['EAI_AGAIN', 'dns'],
      ['ETIMEDOUT', 'timeout'],
      ['ERR_TLS_HANDSHAKE_TIMEOUT', 'timeout'],
      ['DEPTH_ZERO_SELF_SIGNED_CERT', 'certificate'],
      ['SELF_SIGNED_CERT_IN_CHAIN', 'certificate'],
      ['CERT_HAS_EXPIRED', 'certificate'],
      ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'certificate'],
      ['ERR_TLS_CERT_ALTNAME_INVALID', 'certificate'],
      ['ERR_SSL_WRONG_VERSION_NUMBER', 'tls'],
      ['EPROTO', 'tls'],
      ['UND_ERR_INFO', 'other'],
      ['', 'other'],
    ];
    for (const [reason, fault] of cases) expect(networkFaultOf(reason), reason).toBe(fault);
  });

  it('holds a certificate or TLS refused as lasting, the network moment as passing', () => {
    const lasting = (
      ['refused', 'closed', 'unreachable', 'dns', 'timeout', 'certificate', 'tls', 'other'] as const
    ).filter(isLastingFault);
    expect(lasting).toEqual(['certificate', 'tls']);
  });
});
