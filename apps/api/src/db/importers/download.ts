import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../config';

/** What a previous download left beside the file, so the next run can ask "changed since?". */
interface Validators {
  url: string;
  etag: string | null;
  lastModified: string | null;
}

export interface DownloadOptions {
  /** Base address of the open-data mirror, laid out like shared/data (`<base>/rome/…`). */
  baseUrl: string;
  /** Where the files go, laid out the same way; importers then read from here. */
  targetDir: string;
  /** Paths relative to the base and to the target, e.g. 'rome/unix_item_v460_utf8.csv'. */
  files: readonly string[];
  timeoutMs?: number;
  /** Extra attempts after a network error or a 5xx answer. */
  retries?: number;
  onFile?: (file: string, outcome: DownloadOutcome) => void;
}

export type DownloadOutcome = 'téléchargé' | 'inchangé' | 'repris';

export class DownloadError extends ConfigError {}

const metaPath = (file: string) => `${file}.source.json`;

function readValidators(file: string): Validators | null {
  try {
    return JSON.parse(fs.readFileSync(metaPath(file), 'utf8')) as Validators;
  } catch {
    return null;
  }
}

function conditionalHeaders(file: string, url: string): Record<string, string> {
  const previous = fs.existsSync(file) ? readValidators(file) : null;
  if (!previous || previous.url !== url) return {};
  if (previous.etag) return { 'If-None-Match': previous.etag };
  return previous.lastModified ? { 'If-Modified-Since': previous.lastModified } : {};
}

/** A partial download is resumed only when the server says the file is still the same one. */
function resumeHeaders(partial: string, url: string): Record<string, string> {
  if (!fs.existsSync(partial)) return {};
  const size = fs.statSync(partial).size;
  const validator = readValidators(partial);
  if (size === 0 || !validator || validator.url !== url || !validator.etag) return {};
  return { Range: `bytes=${size}-`, 'If-Range': validator.etag };
}

async function fetchWithRetries(url: string, headers: Record<string, string>, options: DownloadOptions) {
  const attempts = (options.retries ?? 2) + 1;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await fetch(url, {
        headers,
        signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
      });
      if (response.status < 500) return response;
      lastError = new Error(`réponse ${response.status}`);
      await response.body?.cancel();
    } catch (error) {
      lastError = error;
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
  }
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  throw new DownloadError(`Téléchargement impossible de ${url} après ${attempts} essais : ${reason}.`);
}

async function downloadOne(relative: string, options: DownloadOptions): Promise<DownloadOutcome> {
  const url = new URL(relative, options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`).href;
  const file = path.join(options.targetDir, relative);
  const partial = `${file}.part`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const resume = resumeHeaders(partial, url);
  const response = await fetchWithRetries(url, { ...conditionalHeaders(file, url), ...resume }, options);
  if (response.status === 304) return 'inchangé';
  if (response.status !== 200 && response.status !== 206) {
    await response.body?.cancel();
    throw new DownloadError(`Téléchargement refusé pour ${url} : réponse ${response.status}.`);
  }
  const validators: Validators = {
    url,
    etag: response.headers.get('etag'),
    lastModified: response.headers.get('last-modified'),
  };
  // Kept beside the partial file, so an interrupted transfer resumes against the same version,
  // and moved beside the complete file only once it is whole.
  fs.writeFileSync(metaPath(partial), JSON.stringify(validators));
  const appending = response.status === 206;
  if (!response.body) throw new DownloadError(`Réponse vide pour ${url}.`);
  // Each chunk is on disk before the next is read: a cut connection keeps all it delivered.
  const output = await fs.promises.open(partial, appending ? 'a' : 'w');
  try {
    for await (const chunk of response.body) await output.write(chunk);
  } finally {
    await output.close();
  }
  fs.renameSync(partial, file);
  fs.renameSync(metaPath(partial), metaPath(file));
  return appending ? 'repris' : 'téléchargé';
}

/**
 * Fetches open-data files into a folder laid out like shared/data: conditional requests make a
 * second run download nothing, and an interrupted transfer resumes where it stopped.
 */
export async function downloadDataFiles(options: DownloadOptions): Promise<Record<string, DownloadOutcome>> {
  const outcomes: Record<string, DownloadOutcome> = {};
  for (const relative of options.files) {
    outcomes[relative] = await downloadOne(relative, options);
    options.onFile?.(relative, outcomes[relative]);
  }
  return outcomes;
}
