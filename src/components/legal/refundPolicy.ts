import { BRAND_NAME } from '@/brand';
import { list, paragraph, type LegalContact, type LegalDocument } from './legalDocument';

export function refundPolicy(contact: LegalContact): LegalDocument {
  return {
    title: 'Cancellation and Refund Policy',
    summary: `What happens to a ${BRAND_NAME} booking once you have paid for it, and what to do if a session does not go ahead.`,
    sections: [
      {
        id: 'cancellation',
        heading: '1. Cancellation and rescheduling',
        blocks: [
          paragraph(
            'Cancelling or rescheduling a session is not available yet. Once a booking is confirmed, the time slot is reserved for you and the creator keeps it free. Please check the date, time and mode (chat, audio or video) before you pay.',
          ),
        ],
      },
      {
        id: 'refunds',
        heading: '2. Refunds',
        blocks: [
          paragraph(
            'Because there is no cancellation yet, there are no refunds yet either. Free sessions involve no payment, so there is nothing to refund.',
          ),
        ],
      },
      {
        id: 'next-version',
        heading: '3. Coming in the next version',
        blocks: [
          paragraph(
            'Cancellation, rescheduling and refunds are all planned for the next version of the app. When they arrive we will update this policy and tell you in the app.',
          ),
        ],
      },
      {
        id: 'session-did-not-happen',
        heading: '4. If a session does not happen',
        blocks: [
          paragraph('Sometimes a call drops or someone cannot join. If your session did not take place as booked:'),
          list(
            'contact our support team within 7 days of the booked time;',
            'tell us the creator’s name, the date and time of the booking and what went wrong;',
            'if you paid, include the UPI or card transaction reference from your payment app or bank statement.',
          ),
          paragraph('We look into every report and reply within 3 working days.'),
          { type: 'contact', text: 'Reach support at', email: contact.email, phone: contact.phone },
        ],
      },
    ],
  };
}
