/** La Poste's SIREN: its many establishments break the Luhn rule, so INSEE checks them another way. */
const LA_POSTE_SIREN = '356000000';

/** The SIRET as typed (« 732 829 320 00074 »), without spaces, dots or dashes. */
export function compactSiret(raw: string): string {
  return raw.replace(/[\s.\-\u00a0\u202f]/g, '');
}

function luhnSum(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}

/**
 * A SIRET is 14 digits (SIREN + NIC) whose Luhn sum is a multiple of 10; La Poste's
 * establishments instead have a digit sum that is a multiple of 5 (INSEE's rule).
 */
export function isValidSiret(raw: string): boolean {
  const siret = compactSiret(raw);
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith(LA_POSTE_SIREN)) {
    const digitSum = [...siret].reduce((sum, digit) => sum + Number(digit), 0);
    return digitSum % 5 === 0;
  }
  return luhnSum(siret) % 10 === 0;
}
