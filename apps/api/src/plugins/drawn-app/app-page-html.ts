import { DRAWN_APP_DATA_ID, type DrawnAppData, escapeHtml } from '@declic/domain';

/**
 * index.html with an /app page's shell already drawn in `#root` (`data-drawn="app"`: main.tsx
 * draws the same over it rather than hydrating), its route chunks announced so they load with the
 * entry — at low priority: the first paint needs only the styles and fonts, and on a phone's
 * connection seventy chunks asked for at once delayed them by more than a second —, and the student's data as JSON for the app's first render (`<` escaped: no text can
 * close the script early).
 */
export function appPageHtml(
  indexHtml: string,
  rootHtml: string,
  preloads: readonly string[],
  data: DrawnAppData,
): string {
  const links = preloads.map(
    (url) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(url)}" />`,
  );
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // Replaced by functions: a « $& » in the drawing is text, not a pattern.
  return indexHtml
    .replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-drawn="app">${rootHtml}</div>\n    <script id="${DRAWN_APP_DATA_ID}" type="application/json">${json}</script>`,
    );
}
