/** A path of the API as the browser addresses it (the server mounts everything under /api). */
export function apiPath(path: string): string {
  return `/api${path}`;
}
