import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Download } from '@playwright/test';

/** The text of a downloaded PDF, read back with poppler's pdftotext (installed by .ci/run). */
export async function downloadedPdfText(download: Download, name: string): Promise<string> {
  const pdfPath = path.join(os.tmpdir(), `${name}-${Date.now()}.pdf`);
  await download.saveAs(pdfPath);
  return execFileSync('/usr/bin/pdftotext', [pdfPath, '-'], { encoding: 'utf8' });
}
