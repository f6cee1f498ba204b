/**
 * What a failed connection tells a person, from its error's code (or undici's words where it gave
 * none): the server refused it, closed or reset it, could not be reached or named, did not answer,
 * or the secure connection failed on its certificate or on TLS itself; `other` for the rest.
 */
export type NetworkFault = 'refused' | 'closed' | 'unreachable' | 'dns' | 'timeout' | 'certificate' | 'tls' | 'other';

/** Codes of a certificate not trusted: self-signed, expired, of an issuer not known, for another name. */
const CERTIFICATE_CODE = /^(CERT_|ERR_TLS_CERT_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|UNABLE_TO_)/;

/** Codes of a secure connection that failed: the certificate, or TLS itself (Node's and OpenSSL's). */
const TLS_CODE = /^(CERT_|ERR_TLS_|ERR_SSL_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|UNABLE_TO_)/;

/** undici's words for a socket the other side closed (UND_ERR_SOCKET with no code under it). */
const CLOSED_WORDS = 'other side closed';

/** The fault behind `reason`, a network error's code as networkReason gives it (ECONNREFUSED, DEPTH_ZERO_SELF_SIGNED_CERT…). */
export function networkFaultOf(reason: string): NetworkFault {
  if (reason === 'ECONNREFUSED') return 'refused';
  if (reason === 'ECONNRESET' || reason === 'EPIPE' || reason === 'UND_ERR_SOCKET' || reason === CLOSED_WORDS)
    return 'closed';
  if (reason === 'EHOSTUNREACH' || reason === 'ENETUNREACH' || reason === 'EHOSTDOWN' || reason === 'ENETDOWN')
    return 'unreachable';
  if (reason === 'ENOTFOUND' || reason === 'EAI_AGAIN' || reason === 'EAI_NONAME') return 'dns';
  // A handshake that timed out (ERR_TLS_HANDSHAKE_TIMEOUT) is the moment's, not the server's setting.
  if (reason === 'ETIMEDOUT' || reason === 'ERR_TLS_HANDSHAKE_TIMEOUT') return 'timeout';
  if (CERTIFICATE_CODE.test(reason)) return 'certificate';
  if (TLS_CODE.test(reason) || reason === 'EPROTO') return 'tls';
  return 'other';
}

/**
 * Whether the fault is the server's setting rather than the network's moment: its certificate, or
 * TLS on a port that does not speak it. A second read after a pause would meet the same.
 */
export const isLastingFault = (fault: NetworkFault): boolean => fault === 'certificate' || fault === 'tls';
