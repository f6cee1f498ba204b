import type { SAX_WORDS, XmlFault } from '../xml-fault';

const PLAIN: Record<keyof typeof SAX_WORDS, string> = {
  'unexpected-end': 'het bestand houdt midden in een tag op',
  'empty-close': 'een sluittag heeft geen naam (</>)',
  'text-before-root': 'er staat tekst vóór het eerste element',
  'text-outside-root': 'er staat tekst buiten het rootelement',
  'unencoded-lt': 'een losse < moet als &lt; geschreven worden',
  'bad-comment': 'een commentaar is verkeerd gevormd',
  'misplaced-doctype': 'een DOCTYPE staat op een verkeerde plek',
  'bad-tag-name': 'een tagnaam bevat een ongeldig teken',
  'bad-self-close': 'na de / in een openingstag moet > volgen',
  'bad-attribute-name': 'een attribuutnaam is ongeldig',
  'attributes-together': 'er ontbreekt witruimte tussen twee attributen',
  'bad-close-name': 'een sluittag heeft een ongeldige naam',
  'bad-close-characters': 'een sluittag bevat ongeldige tekens',
};

/** Nederlands: waarom de XML niet goed gevormd is; sax' eigen woorden alleen bij een onbekende fout. */
export function dutchXmlFaultText(f: XmlFault): string {
  switch (f.fault) {
    case 'unclosed-root':
      return f.tag === null
        ? 'het rootelement wordt niet gesloten'
        : `het bestand houdt op terwijl <${f.tag}> nog open is`;
    case 'unexpected-close':
      return f.open === null
        ? `</${f.tag}> staat op een onverwachte plek`
        : `</${f.tag}> sluit het open element <${f.open}> niet`;
    case 'unmatched-close':
      return `</${f.tag}> sluit geen open element`;
    case 'bad-entity':
      return `&${f.entity}; is geen geldige entiteit (schrijf een losse & als &amp;)`;
    case 'bad-entity-name':
      return `de entiteit &${f.entity} bevat een ongeldig teken (schrijf een losse & als &amp;)`;
    case 'entity-limit':
      return f.limit === 'count' ? 'het bestand gebruikt te veel entiteiten' : 'de entiteiten zijn te diep genest';
    case 'attribute-without-value':
      return `het attribuut ${f.attribute} heeft geen waarde`;
    case 'unquoted-attribute':
      return `de waarde van het attribuut ${f.attribute} staat niet tussen aanhalingstekens`;
    case 'unbound-prefix':
      return `${f.name}: het voorvoegsel is door geen xmlns-declaratie gebonden`;
    case 'reserved-prefix':
      return `het voorvoegsel ${f.prefix}: hoort bij ${f.namespace}, niet bij ${f.actual}`;
    case 'buffer-exceeded':
      return `een stuk tekst is te lang (${f.buffer})`;
    case 'template-source':
      return `dit is een sitemapsjabloon dat nooit is ingevuld (${f.by === 'front-matter' ? 'front matter' : 'sjabloontags'} vóór het eerste element), geen sitemap; importeer in plaats daarvan de sitemap die de site ermee publiceert`;
    case 'other':
      return `de XML-lezer meldt: ${f.words}`;
    default:
      return PLAIN[f.fault];
  }
}
