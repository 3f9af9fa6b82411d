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

/**
 * The number without `countryCode` in front, when it is written there ('+91 98765 00001' pasted
 * from a contact, with +91 chosen): the code is picked on its own, beside the number.
 */
export function withoutCountryCode(phoneNumber: string, countryCode: string): string {
  const trimmed = phoneNumber.trim();
  return trimmed.startsWith(countryCode) ? trimmed.slice(countryCode.length).replace(/^[\s-]+/, '') : phoneNumber;
}
