/** English: check. Keys are grouped by the component or message that uses them. */
export const checkMessages = {
  panel: {
    title: 'Check URLs',
    summary: 'Status, redirects, canonical and indexability of each URL, asked politely',
    stoppedTitle: 'The check stopped',
    stoppedKept: 'The URLs checked before it stopped are kept; Continue asks the rest.',
    empty: 'No URL in this scope has been checked yet.',
    exportReport: 'Export report as CSV…',
    checkAgain: 'Check all again',
    start: 'Check {count} URL | Check {count} URLs',
    continue: 'Continue: {count} left',
  },
  scope: {
    legend: 'What',
    label: 'Scope',
    selection: 'Selected rows',
    table: 'This table',
    project: 'Whole project',
    count: '{urls} distinct URL · {checked} with a result | {urls} distinct URLs · {checked} with a result',
  },
  content: {
    label: 'Read whole pages to see when their content changed',
    hint: 'For the lastmod findings: each page is read (up to 5 MiB) and its main content compared with the last check.',
  },
  slowAnswer: {
    legend: 'Findings',
    label: 'Slow after (ms)',
    hint: 'A slower answer is a warning on its row, in every check of every project (a preference).',
  },
  politeness: {
    legend: 'How politely',
    concurrency: { label: 'Requests at once', hint: 'Over all hosts.' },
    perHostConcurrency: { label: 'Per host', hint: 'At once to one site.' },
    ratePerSecond: { label: 'Requests per second', hint: '0 for no limit.' },
    timeoutSeconds: { label: 'Timeout (s)', hint: 'Per URL, redirects included.' },
    obeyRobots: 'Obey robots.txt and its Crawl-delay',
    obeyRobotsNote: '(turn off only for your own site)',
    otherHosts: 'Check URLs on other hosts too',
    searchEngines: {
      legend: 'Blocked for',
      hint: 'robots.txt is judged for these search engines, each by its own group. The checker itself only fetches what the SitemapStudio group allows.',
    },
  },
  progress: {
    sending: 'Handing the URLs to the checker…',
    running: 'Checking the URLs…',
    paused: 'Check paused',
    bar: 'Check progress',
    counts: '{done} of {total} URL checked | {done} of {total} URLs checked',
    note: 'Results are kept in the project as they come: save it, and a check cut short continues where it stopped.',
  },
  /** What the check's and the crawl's panels share while their job runs. */
  job: {
    measuring: 'Measuring the rate…',
    paused: 'Paused: no new request starts; those under way finish.',
    pause: 'Pause',
    resume: 'Resume',
    close: 'Close',
    check: {
      note: 'Close this, and the check goes on; the status bar shows it.',
      cancel: 'Cancel check',
    },
    crawl: {
      note: 'Close this, and the crawl goes on; the status bar shows it.',
      cancel: 'Cancel crawl',
    },
  },
  chart: {
    label: 'Results by status',
    bar: '{label}: {count}',
    classes: {
      '2xx': '2xx OK',
      '3xx': '3xx Redirect',
      '4xx': '4xx Client error',
      '5xx': '5xx Server error',
      failed: 'No answer',
      skipped: 'Skipped',
    },
  },
  outcome: {
    heading: '{checked} of {total} URL in {scope} has a result | {checked} of {total} URLs in {scope} have a result',
    cancelled:
      'Check cancelled: {checked} of {total} URL in {scope} has a result | Check cancelled: {checked} of {total} URLs in {scope} have a result',
    scopes: { selection: 'the selected rows', table: 'this table', project: 'the whole project' },
    note: "Findings show on the rows' cells and in the problems panel.",
  },
  robots: {
    line: 'robots.txt of {origin}: {outcome}',
    withDelay: 'robots.txt of {origin}: {outcome}, Crawl-delay {seconds} s',
    withLongDelay:
      'robots.txt of {origin}: {outcome}, Crawl-delay {seconds} s, of which {most} s was waited between requests (no search engine waits longer)',
    obeyed: 'obeyed',
    /** Said after "obeyed": the file holds no robots.txt line, or is past the 500 KiB read. */
    noLines: 'but it holds no robots.txt line (User-agent, Allow, Disallow, Sitemap), so it allows everything',
    truncated: 'but it is larger than 500 KiB: as Google does, only its first 500 KiB were read',
    allowAll: 'allow all ({reason})',
    disallowAll: 'disallow all ({reason})',
    noReason: 'no reason',
    /** Why a robots.txt gave no rules. */
    reason: {
      answered: 'answered {status}',
      timeout: 'no answer within {ms} ms',
      privateAddress: 'its host is at a local or private address, which a public site may not lead to',
      /** The network's error, in words, with its code. */
      refused: 'the connection was refused, {code}',
      reset: 'the connection was closed before an answer, {code}',
      dns: 'the host name could not be looked up, {code}',
      unreachable: 'the host cannot be reached, {code}',
      tls: 'the secure connection (TLS) failed, {code}',
      other: 'no answer, {code}',
      coding: 'an answer compressed as "{coding}", which cannot be read (gzip, deflate or br were asked for)',
    },
  },
  notices: {
    noTable: 'Import or create a table to check its URLs.',
    allHaveResult: 'Every URL in scope has a result already.',
    finished: 'Check finished: {checked} of {asked} URL checked. | Check finished: {checked} of {asked} URLs checked.',
    cancelled:
      'Check cancelled: {checked} of {asked} URL checked; Continue asks the rest. | Check cancelled: {checked} of {asked} URLs checked; Continue asks the rest.',
    cancelledBeforeStart: 'The check was cancelled before it started.',
    failed: 'The site check failed: {reason}',
  },
  /** The CSV report: its columns keep their machine names; only what the person reads about it is worded. */
  report: {
    nothingYet: 'Check some URLs first: the report lists their results.',
    dialogTitle: 'Export site check report as CSV',
    defaultName: '{project} check.csv',
    saved: 'Saved {name}: {count} URL, {size}. | Saved {name}: {count} URLs, {size}.',
    notSaved: '{name} was not saved: {reason}',
  },
};
