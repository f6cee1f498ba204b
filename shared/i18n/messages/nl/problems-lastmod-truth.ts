/** Nederlands: wat de inhoudscontrole van de lastmod van een rij vindt (shared/problem-catalogue/lastmod-truth-problems.ts). */
export const lastmodTruthProblemMessages = {
  'lastmod-stale':
    '{loc} is veranderd ({changed}) uiterlijk op {changedAt}, na de lastmod {lastmod}: Google vertrouwt lastmod alleen zolang die klopt. Zet lastmod op {fix}.',
  'lastmod-churn':
    'lastmod {lastmod} is verschoven, maar de inhoud van {loc} is niet veranderd sinds die op {since} zo voor het eerst werd gezien: een datum die verschuift zonder wijziging leert Google de lastmod van de site te negeren. Zet {fix} terug.',
  'content-unstable':
    '{loc} was anders ({parts}) bij twee keer ophalen in deze controle: de inhoud verandert bij elk verzoek, dus er is geen wijziging uit afgeleid.',
};
