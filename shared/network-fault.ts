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
  if (reason === 'ETIMEDOUT') return 'timeout';
  if (CERTIFICATE_CODE.test(reason)) return 'certificate';
  if (TLS_CODE.test(reason) || reason === 'EPROTO') return 'tls';
  return 'other';
}

/**
 * TLS refused for the server's setting: a port that speaks plain HTTP (its answer read as a TLS record:
 * a wrong version, a length too long), or no protocol in common. A handshake timed out, a record
 * garbled or cut, may pass.
 */
const TLS_SETTING =
  /^ERR_SSL_(WRONG_VERSION_NUMBER|PACKET_LENGTH_TOO_LONG|UNSUPPORTED_PROTOCOL|NO_PROTOCOLS_AVAILABLE|TLSV1_ALERT_PROTOCOL_VERSION)$/;

/**
 * Whether a network failure (its code, `reason`) is the server's setting rather than the network's
 * moment: its certificate, or TLS it does not speak on that port. A second read after a pause would meet the same.
 */
export function isLastingFailure(reason: string): boolean {
  const fault = networkFaultOf(reason);
  return fault === 'certificate' || (fault === 'tls' && TLS_SETTING.test(reason));
}
