import { benchInput, benchReport } from '#core/reports/pdf/bench';
import { launchChromium } from './chromium';
import { reportHtml } from './report-html';

/**
 * The same report (benchInput: 20 risks, 6 photos) printed by headless Chromium from an HTML
 * page, against the pdf-lib renderer, in the same run: how much a browser-based renderer
 * would cost in time and size. Ratios above 1 mean pdf-lib is faster / smaller.
 */
export interface ReportVsChromium {
  /** Median warm `setContent` + `pdf`, after one warm-up print. */
  chromiumMs: number;
  chromiumBytes: number;
  /** Starting the browser, once; a server would pay it per cold start. */
  chromiumLaunchMs: number;
  pdfLibMs: number;
  pdfLibBytes: number;
  timeRatio: number;
  sizeRatio: number;
}

/** Playwright takes page sizes in px, in, cm or mm; the report works in PDF points. */
const inches = (points: number) => `${points / 72}in`;
const round = (n: number) => Math.round(n * 10) / 10;
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Measures Chromium; `pdfLib` is the figure benchReport already measured in this run (else it is measured here). */
export async function benchReportVsChromium(
  pdfLib?: { ms: number; bytes: number },
  runs = 5,
): Promise<ReportVsChromium> {
  const reference = pdfLib ?? (await benchReport());
  const { html, footerTemplate, size } = reportHtml(benchInput());
  const print = {
    width: inches(size[0]),
    height: inches(size[1]),
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate,
    // The pdf-lib margins: 48 pt around, more at the bottom for the legal notice.
    margin: { top: inches(48), right: inches(48), bottom: inches(96), left: inches(48) },
  };

  const launchStart = performance.now();
  const browser = await launchChromium();
  const chromiumLaunchMs = performance.now() - launchStart;
  try {
    const context = await browser.newContext();
    const times: number[] = [];
    let chromiumBytes = 0;
    // Run 0 warms up (renderer process, fonts); each print gets a fresh page, created untimed.
    for (let run = 0; run <= Math.max(1, runs); run++) {
      const page = await context.newPage();
      const start = performance.now();
      await page.setContent(html, { waitUntil: 'load' });
      const pdf = await page.pdf(print);
      if (run > 0) times.push(performance.now() - start);
      chromiumBytes = pdf.byteLength;
      await page.close();
    }
    const chromiumMs = median(times);
    return {
      chromiumMs: round(chromiumMs),
      chromiumBytes,
      chromiumLaunchMs: round(chromiumLaunchMs),
      pdfLibMs: reference.ms,
      pdfLibBytes: reference.bytes,
      timeRatio: ratio(chromiumMs, reference.ms),
      sizeRatio: ratio(chromiumBytes, reference.bytes),
    };
  } finally {
    await browser.close();
  }
}
