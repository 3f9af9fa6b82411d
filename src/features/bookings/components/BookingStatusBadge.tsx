import type { Booking } from '@/api/schemas';
import { Icon, type IconName } from '@/components/ui/Icon';

/** Each status has its own word and its own mark, so colour is never the only difference. */
const looks: Record<Booking['status'], { className: string; mark: IconName }> = {
  Completed: { className: 'bg-green-100 text-green-900 ring-green-300', mark: 'check' },
  Rejected: { className: 'bg-red-100 text-red-900 ring-red-300', mark: 'cross' },
  Processing: { className: 'bg-amber-100 text-amber-900 ring-amber-300', mark: 'dots' },
};

/** SPEC.md Booking Summary status: Completed, Rejected or Processing, as a badge with its text. */
export function BookingStatusBadge({ status }: { status: Booking['status'] }) {
  const look = looks[status];
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${look.className}`}>
      <Icon name={look.mark} />
      {status}
    </span>
  );
}
