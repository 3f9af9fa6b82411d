/**
 * A phone number as people read it: '+91 98765 00001'. Indian mobile numbers are written as
 * two groups of five and North American ones as 3-3-4; any other number keeps the digits
 * the operator typed, with their spacing tidied.
 */
export function formatPhone(countryCode: string, phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  let national = phoneNumber.trim().replace(/\s+/g, ' ');
  if (digits.length === 10 && countryCode === '+91') national = `${digits.slice(0, 5)} ${digits.slice(5)}`;
  if (digits.length === 10 && countryCode === '+1') national = `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  return `${countryCode} ${national}`;
}
