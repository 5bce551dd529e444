/**
 * Print rules for the report page. The dashboard frame (header, sidebar, skip link) is the
 * layout's, not this page's, so it is hidden from here, and only while this page is mounted.
 */
export const PRINT_CSS = `
@media print {
  @page { margin: 15mm; }
  header, aside, nav, [data-print-hide] { display: none !important; }
  main > * { max-width: none !important; padding: 0 !important; }
  .risk-report-sheet { border: 0 !important; padding: 0 !important; }
  .risk-report-section h2 { break-after: avoid; }
  .risk-report-section tr, .risk-report-section li { break-inside: avoid; }
}
`;
