import { formatCount } from '../../format';
import { robotsReasonText } from '../../site-check/describe-robots';
import type { NetworkFailureDetail, RobotsRefusal } from '../../site-check/page-check';

/** Codes of a secure connection that failed: the certificate, or TLS itself. */
const TLS_CODE = /^(CERT_|ERR_TLS_|ERR_SSL_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|UNABLE_TO_)/;

/** Nederlands: waarom het netwerk geen antwoord gaf, als zin, uit de foutcode. */
export function dutchNetworkFailureText(detail: NetworkFailureDetail): string {
  switch (detail.kind) {
    case 'dns':
      return `De hostnaam ${detail.host} is niet gevonden (${detail.code}).`;
    case 'timeout':
      return `${detail.host} antwoordde niet op tijd (${detail.code}).`;
    case 'deadline':
      return `${detail.url} antwoordde niet volledig binnen ${formatCount(detail.ms)} ms.`;
    case 'connection':
      return dutchConnectionText(detail.host, detail.code);
    case 'private-address':
      return `${detail.host} staat op ${detail.address}, een lokaal of privéadres; de doorverwijzing van een site wordt daar niet gevolgd.`;
  }
}

function dutchConnectionText(host: string, code: string): string {
  if (code === '') return `De verbinding met ${host} is mislukt.`;
  if (code === 'ECONNREFUSED') return `${host} weigerde de verbinding (${code}).`;
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET') {
    return `De verbinding met ${host} werd verbroken (${code}).`;
  }
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return `${host} is niet bereikbaar via het netwerk (${code}).`;
  if (TLS_CODE.test(code)) return `De beveiligde verbinding (TLS) met ${host} is mislukt (${code}).`;
  return `De verbinding met ${host} is mislukt (${code}).`;
}

/** Nederlands: waarom robots.txt een URL blokkeert. */
export function dutchRobotsRefusalText(refusal: RobotsRefusal): string {
  switch (refusal.kind) {
    case 'robots-rule':
      return refusal.group
        ? `groep "User-agent: ${refusal.group.agent}" (regel ${refusal.group.line}), regel ${refusal.line}: ${refusal.rule}`
        : `robots.txt regel ${refusal.line}: ${refusal.rule}`;
    case 'robots-disallows':
      return 'robots.txt verbiedt het';
    case 'robots-unreadable':
      return `robots.txt kon niet worden gelezen (${robotsReasonText(refusal.reason, 'nl')}): volgens RFC 9309 wordt dan niets opgehaald van ${refusal.origin}`;
  }
}
