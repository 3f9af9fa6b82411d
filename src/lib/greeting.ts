/** SPEC.md section 9: morning before 12:00, afternoon before 17:00, otherwise evening. */
export function partOfDay(date: Date): 'Morning' | 'Afternoon' | 'Evening' {
  const hour = date.getHours();
  if (hour < 12) return 'Morning';
  if (hour < 17) return 'Afternoon';
  return 'Evening';
}

export function greeting(date: Date, name: string): string {
  return `Good ${partOfDay(date)}, ${name}`;
}
