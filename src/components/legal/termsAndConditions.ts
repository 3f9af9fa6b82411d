import { BRAND_NAME } from '@/brand';
import { list, paragraph, type LegalContact, type LegalDocument } from './legalDocument';

export function termsAndConditions(contact: LegalContact): LegalDocument {
  return {
    title: 'Terms & Conditions',
    summary: `These terms are the agreement between you and ${BRAND_NAME} when you use our app to book or offer 1:1 chat, audio and video sessions. Please read them before your first booking.`,
    sections: [
      {
        id: 'accounts',
        heading: '1. Your account',
        blocks: [
          list(
            'You must be at least 18 years old and sign up with a mobile number that belongs to you.',
            'Keep your phone and one-time codes to yourself: everything done from your account counts as done by you.',
            'Your profile must be truthful. Do not pretend to be someone else, and do not create an account for someone without their permission.',
          ),
        ],
      },
      {
        id: 'bookings-and-fees',
        heading: '2. Bookings and fees',
        blocks: [
          paragraph(
            'Followers book a time slot within a creator’s published availability and choose a mode: text chat, audio call or video call. Each creator alone sets their own fee for each mode, and some creators offer free sessions. The fee is shown in rupees before you confirm, and that is the price you pay.',
          ),
          paragraph('Your bookings appear in the app as Upcoming Meets, Ongoing Meets and Completed Meets.'),
        ],
      },
      {
        id: 'payments',
        heading: '3. Payments',
        blocks: [
          paragraph(
            'You pay when you book, by UPI, credit or debit card, internet banking or a digital wallet. Payments are processed by our payment partner; we never see your full card number or UPI PIN. Creators receive their earnings once the session is completed.',
          ),
        ],
      },
      {
        id: 'cancellation-and-refunds',
        heading: '4. Cancellation, rescheduling and refunds',
        blocks: [
          paragraph(
            'Cancelling or rescheduling a booking is not available yet. Because there is no cancellation, there are no refunds yet either. Both are planned for the next version of the app. If a session could not take place, contact us and we will look into it; our Cancellation and Refund Policy explains how.',
          ),
        ],
      },
      {
        id: 'creators',
        heading: '5. About creators',
        blocks: [
          paragraph(
            'Creators on ChitChat are not formally verified. They have an established social presence, but we do not check or guarantee their qualifications. Advice you receive in a session, including from dietitians, educators or other experts, is their personal view and not professional advice from ChitChat. Use your own judgement before acting on it.',
          ),
        ],
      },
      {
        id: 'conduct',
        heading: '6. Conduct in sessions',
        blocks: [
          paragraph('Sessions are meant to stay positive and respectful. In every session:'),
          list(
            'be kind and courteous; no harassment, hate speech, threats or sexual content;',
            'do not record, screenshot or share a session without the other person’s consent;',
            'do not ask for or share phone numbers, bank details or other contact details to move the conversation off ChitChat;',
            'creators may decline questions they are not comfortable answering, and may end a session that turns abusive.',
          ),
          paragraph('We may suspend or close accounts that break these rules.'),
        ],
      },
      {
        id: 'liability',
        heading: '7. Our liability',
        blocks: [
          paragraph(
            'We work hard to keep ChitChat running, but the app is provided as it is and calls depend on both people’s internet connection. To the extent the law allows, we are not liable for what is said in a session or for indirect losses, and our total liability to you for any booking is limited to the amount you paid for it.',
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: '8. Governing law',
        blocks: [
          paragraph(
            'These terms are governed by the laws of India. Any dispute will first be discussed with our support team in good faith; if it cannot be resolved, the courts of Bengaluru, Karnataka have jurisdiction.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: '9. Contact us',
        blocks: [{ type: 'contact', text: 'Questions about these terms? Write to', email: contact.email, phone: contact.phone }],
      },
    ],
  };
}
