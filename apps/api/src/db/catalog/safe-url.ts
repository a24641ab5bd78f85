/**
 * Links from open data end up in href attributes: keep only http(s) addresses, add the scheme
 * the sources often leave out ("www.lycee.fr"), and drop anything else (javascript:, mailto:…).
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const withScheme = /^https?:\/\//i.test(text)
    ? text
    : /^[\w-]+(\.[\w-]+)+/.test(text)
      ? `http://${text}`
      : '';
  if (!withScheme) return null;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** "0146584520" → "01 46 58 45 20"; other shapes are kept as written. */
export function formatFrenchPhone(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length === 10 && digits.startsWith('0') ? digits.replace(/(\d{2})(?=\d)/g, '$1 ') : text;
}

/** Empty strings from CSV cells become null. */
export function textOrNull(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}
