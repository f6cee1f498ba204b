/** Codes of a secure connection that failed: the certificate, or TLS itself (Node's and OpenSSL's). */
export const TLS_CODE = /^(CERT_|ERR_TLS_|ERR_SSL_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|UNABLE_TO_)/;
