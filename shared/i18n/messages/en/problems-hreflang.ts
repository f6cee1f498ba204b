/** English: what is wrong in an hreflang cluster (shared/problem-catalogue/hreflang-problems.ts). */
export const hreflangProblemMessages = {
  'hreflang-return-missing':
    '{href} lists this page as an alternate, but this page does not list {href} back: Google ignores hreflang links that are not confirmed both ways.',
  'hreflang-pages-unlisted':
    "This page leaves out {count} page of its hreflang set ({hrefs}), which does not list it either: each page must list every language version, so Google may ignore the set's links. | This page leaves out {count} pages of its hreflang set ({hrefs}), which do not list it either: each page must list every language version, so Google may ignore the set's links.",
  'hreflang-self-missing':
    'This page lists alternates but not itself: each page of a set must list every language version, itself included.',
  'hreflang-language-twice':
    'hreflang {language} is given {count} URL here ({hrefs}). | hreflang {language} is given {count} URLs here ({hrefs}): one language points to one page.',
  'hreflang-page-two-languages':
    "The cluster's links give this page {count} language ({languages}). | The cluster's links give this page {count} languages ({languages}): a page has one language.",
  'hreflang-language-two-pages':
    "The cluster's links give hreflang {language} to {count} page ({hrefs}). | The cluster's links give hreflang {language} to {count} pages ({hrefs}): one language points to one page.",
  'hreflang-x-default-missing':
    "No page of this cluster lists an x-default: users whose language none of its pages matches get no page of it. Add one x-default to every page's alternates.",
  'hreflang-x-default-differs': {
    none: 'This page lists no x-default, while the other pages of its cluster list {expected}: every page of a set lists the same x-default.',
    other:
      'This page lists x-default {xDefault}, while most pages of its cluster list {expected}: every page of a set lists the same x-default.',
  },
  'hreflang-alternate-unlisted':
    '{href} is an alternate of this page, but no table of the project lists it: its return links cannot be checked here.',
  'hreflang-other-host':
    'This page of the cluster is on {host}, the others on {clusterHost}: allowed, if each host also lists it in its own sitemap or has it verified in Search Console.',
  'hreflang-cluster-joined':
    'The link to {href} as {hreflang} alone joins this side of the cluster to {count} other page: is it the wrong page? | The link to {href} as {hreflang} alone joins this side of the cluster to {count} other pages: is it the wrong page?',
};
