/** English: what the content check finds of a row's lastmod (shared/problem-catalogue/lastmod-truth-problems.ts). */
export const lastmodTruthProblemMessages = {
  'lastmod-stale':
    '{loc} changed ({changed}) by {changedAt}, after its lastmod {lastmod}: Google trusts lastmod only while it is accurate. Set lastmod to {fix}.',
  'lastmod-churn':
    "lastmod {lastmod} moved, but the content of {loc} has not changed since it was first seen as it is on {since}: a date that moves without a change teaches Google to ignore the site's lastmod. Restore {fix}.",
  'content-unstable':
    '{loc} differed ({parts}) between two fetches in this check: its content changes on every request, so no change was taken from it.',
};
