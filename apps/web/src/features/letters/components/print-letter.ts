/** 'Télécharger PDF': a clean printable page in a new window; the browser saves it as PDF. */
export function printLetter(title: string, letter: string): void {
  const page = window.open('', '_blank');
  if (!page) return;
  const body = page.document.createElement('pre');
  body.textContent = letter;
  body.style.cssText = 'font: 12pt/1.5 Georgia, serif; white-space: pre-wrap; margin: 15mm;';
  page.document.title = title;
  page.document.documentElement.lang = 'fr';
  page.document.body.append(body);
  page.print();
}
