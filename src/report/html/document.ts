// The shared frame of the HTML reports (the gate's and the release commands'). Pure.

/**
 * The HTML reports' Content-Security-Policy: no script at all, nothing fetched from anywhere
 * (charts are inline SVG, styles inline), no forms, no <base>. Text the PR controls is escaped
 * already; this keeps an escaping mistake from running code or calling home.
 */
export const REPORT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

/** The CSP as the first tag of a report's <head>. */
export const REPORT_CSP_META = `<meta http-equiv="Content-Security-Policy" content="${REPORT_CSP}">`;
