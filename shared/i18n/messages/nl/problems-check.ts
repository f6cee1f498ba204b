import type { TranslationOf } from '../../message-tree';
import type { checkProblemMessages as english } from '../en/problems-check';

/** Nederlands: wat de sitecontrole vindt als hij een vermelde URL ophaalt. */
export const checkProblemMessages: TranslationOf<typeof english> = {
  'check-not-found': {
    gone: 'De pagina is verdwenen (410): haal hem uit de sitemap.',
    notFound: 'De pagina is niet gevonden ({status}): haal hem uit de sitemap of zet de pagina terug.',
  },
  'check-client-error': {
    tooManyRequests: 'De site weigerde de controle met 429 (te veel verzoeken). Controleer later opnieuw of langzamer.',
    tooManyRequestsRetried:
      'De site weigerde de controle met 429 (te veel verzoeken). {retried} Controleer later opnieuw of langzamer.',
    refused: 'De pagina antwoordt met {status}, dus zoekmachines kunnen hem niet lezen.',
  },
  'check-server-error': {
    failed: 'De server gaf fout {status}.',
    failedRetried: 'De server gaf fout {status}. {retried}',
    failedRetryAfter: 'De server gaf fout {status} (Retry-After: {retryAfter}).',
    failedRetryAfterRetried: 'De server gaf fout {status} (Retry-After: {retryAfter}). {retried}',
  },
  'check-redirect': {
    nowhere: 'De URL antwoordt met {status} (een doorverwijzing) zonder te zeggen waarheen.',
    notAUrl:
      'De URL antwoordt met {status} (een doorverwijzing) naar een Location die geen URL is: die leidt nergens heen.',
    unfetched:
      'De URL verwijst door ({status}) naar {target}, die niet is opgehaald ({reason}): daar is geen pagina om in plaats daarvan te vermelden.',
    notModified:
      'De URL antwoordt met 304 Not Modified op een verzoek zonder eigen kopie ervan: er komt geen pagina, ook niet voor Googlebot. Een cache of CDN voor de site antwoordt verkeerd.',
    elsewhere:
      'De URL verwijst door ({status}) naar {target}: vermeld die URL in plaats daarvan. | De URL verwijst {hops} keer door (eerst {status}) naar {target}: vermeld die URL in plaats daarvan.',
  },
  'check-redirect-loop': 'De doorverwijzingen gaan in een kringetje: na {hops} komen ze terug bij {target}.',
  'check-too-many-redirects': 'De URL verwijst {hops} keer door zonder bij een pagina uit te komen.',
  'check-redirect-scheme':
    'De URL verwijst door naar {target}, geen http- of https-URL; die doorverwijzing is niet gevolgd.',
  'check-redirect-other-host':
    'De URL verwijst door naar {target}, op een andere host; alleen de hosts van de tabel worden gecontroleerd, dus die doorverwijzing is niet gevolgd.',
  'check-meta-refresh': {
    instant:
      'De pagina ververst meteen naar {target} (een meta-refresh, die zoekmachines als een permanente doorverwijzing zien): vermeld die URL in plaats daarvan.',
    delayed:
      'De pagina ververst na {seconds} s naar {target} (een meta-refresh, die zoekmachines als een tijdelijke doorverwijzing zien).',
  },
  'check-noindex':
    'De pagina vraagt om niet geïndexeerd te worden ({where}: "{value}"): haal hem uit de sitemap of verwijder de noindex.',
  'check-canonical-elsewhere': 'De pagina noemt {canonical} als canonieke URL: vermeld die URL in plaats daarvan.',
  'check-canonical-conflict':
    "De pagina noemt twee canonieke URL's, {canonical} en {other}: Google negeert dan allebei. Houd er één.",
  'check-blocked-by-robots': {
    rule: 'De robots.txt van de site laat {agent} deze URL niet ophalen: {refusal}',
    unreachable:
      '{agent} haalt niets op van {origin}: de robots.txt gaf geen antwoord ({reason}), en een crawler haalt dan niets van de site op (RFC 9309). Ligt de server plat, of weigert hij crawlers?',
    unreadable:
      '{agent} haalt niets op van {origin}: de robots.txt kwam als {reason}, en een crawler haalt dan niets van de site op (RFC 9309). Laat de server, of een CDN ervoor, hem ongecomprimeerd sturen of in een daarvan.',
    privateAddress:
      '{origin} is niet gevraagd: {reason}. Een zoekmachine haalt daar ook niets op; vermeld er geen URL van.',
  },
  'check-skipped-by-robots':
    'Niet opgehaald: de robots.txt van de site vraagt {agent} deze URL niet op te halen ({refusal}). Dat is de eigen groep van de controle; de gekozen zoekmachines worden naar hun eigen groepen beoordeeld, en die blokkeren deze URL niet.',
  'check-empty-page':
    'De pagina antwoordde {status} zonder inhoud: zoekmachines vinden daar niets (een soft 404). Vul hem, of haal hem uit de sitemap.',
  'check-not-html': "De URL is {contentType}, geen HTML-pagina, in een sitemap van pagina's.",
  'check-hreflang-mismatch':
    'De hreflang-links van de pagina en de alternatieven in de sitemap komen niet overeen: {differences}.',
  'check-slow': 'De pagina deed {timeMs} ms over het antwoord (meer dan {limitMs} ms).',
  'check-page-cut': 'De pagina bevatte meer dan de controle van één pagina neemt: {cuts}.',
  'check-unread-coding':
    'De pagina is gecomprimeerd als "{coding}" verstuurd, wat de controle niet kan lezen (hij vraagt om gzip, deflate of br): de head (robots-meta, canonieke URL, hreflang) is niet gelezen, dus of de pagina geïndexeerd mag worden is onbekend.',
  'check-unreachable': 'De URL kon niet worden opgehaald: {how}. {failure}',
};
