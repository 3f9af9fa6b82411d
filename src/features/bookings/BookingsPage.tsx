import { BookingFilters } from './components/BookingFilters';
import { BookingsTable } from './components/BookingsTable';
import { TabSection } from '@/components/dashboard/TabSection';
import { useBookingsPage } from './useBookingsPage';

/** SPEC.md Booking Summary: every booking, filtered by status, contact mode, meet and the day booked. */
export function BookingsPage() {
  const page = useBookingsPage();
  return (
    <TabSection title="Booking Summary" description="Search by ID, domain, consultant or who booked with the search box above.">
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
    </TabSection>
  );
}
