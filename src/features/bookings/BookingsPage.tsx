import { BookingFilters } from './components/BookingFilters';
import { BookingsTable } from './components/BookingsTable';
import { TabHeading } from '@/components/dashboard/TabHeading';
import { useBookingsPage } from './useBookingsPage';

/** SPEC.md Booking Summary: every booking, filtered by status, contact mode, meet and the day booked. */
export function BookingsPage() {
  const page = useBookingsPage();
  return (
    <section aria-labelledby="bookings-heading" className="flex flex-col gap-4">
      <TabHeading id="bookings-heading" title="Booking Summary" description="Search by ID, domain, consultant or who booked with the search box above." />
      <BookingsTable
        {...page.table}
        now={page.now}
        toolbar={
          <BookingFilters
            values={page.filters}
            onChange={page.setFilters}
            dateError={page.dateError}
            statusCounts={page.statusCounts}
            meetCounts={page.meetCounts}
            search={page.search}
            shown={page.shown}
          />
        }
      />
    </section>
  );
}
