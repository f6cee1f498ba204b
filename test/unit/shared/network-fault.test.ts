import { describe, expect, it } from 'vitest';
import { isLastingFailure, networkFaultOf, type NetworkFault } from '../../../shared/network-fault';

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
      ['ERR_TLS_HANDSHAKE_TIMEOUT', 'tls'],
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

  it('holds a certificate, or TLS the server does not speak there, as lasting; the network moment as passing', () => {
    const lasting = [
      'DEPTH_ZERO_SELF_SIGNED_CERT',
      'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
      'ERR_TLS_CERT_ALTNAME_INVALID',
      'ERR_SSL_WRONG_VERSION_NUMBER',
      'ERR_SSL_PACKET_LENGTH_TOO_LONG',
      'ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION',
    ];
    const passing = [
      'ECONNREFUSED',
      'ECONNRESET',
      'other side closed',
      'ETIMEDOUT',
      'ENOTFOUND',
      'ERR_TLS_HANDSHAKE_TIMEOUT',
      'ERR_SSL_DECRYPTION_FAILED_OR_BAD_RECORD_MAC',
      'EPROTO',
      'UND_ERR_INFO',
    ];
    for (const reason of lasting) expect(isLastingFailure(reason), reason).toBe(true);
    for (const reason of passing) expect(isLastingFailure(reason), reason).toBe(false);
  });
});
