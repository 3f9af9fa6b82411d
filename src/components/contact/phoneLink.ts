/** A tel: address holds digits only, with a leading + kept: '+91 98765 43210' → 'tel:+919876543210'. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}
