import { BRAND_NAME } from '@/brand';
import { list, paragraph, type LegalContact, type LegalDocument } from './legalDocument';

export function privacyPolicy(contact: LegalContact): LegalDocument {
  return {
    title: 'Privacy Policy',
    summary: `${BRAND_NAME} connects followers with creators for private 1:1 chats, audio calls and video calls. This policy explains what we learn about you when you use the app and this website, why we need it, and the choices you have.`,
    sections: [
      {
        id: 'what-we-collect',
        heading: '1. What we collect',
        blocks: [
          paragraph('We collect only what we need to run your sessions and keep the app safe:'),
          list(
            'Your phone number, which is how you sign in. We send a one-time code to it; we never ask for a password.',
            'Your profile: the name, photo and short bio you choose to add, and for creators also expertise areas, social links, availability and the fees you set.',
            'Session metadata: who booked whom, the mode (chat, audio or video), the time slot, how long the session ran, and any rating or review left afterwards.',
            'Chat messages you send inside a text session, so both of you can scroll back through the conversation.',
            'Payment records: the amount, date and status of each booking. Payments by UPI, credit or debit card, internet banking or digital wallet are processed by our payment partner; we never see or store your full card number, CVV or UPI PIN.',
            'Device details: app version, operating system, a push-notification token and crash reports, so we can deliver reminders and fix problems.',
          ),
          paragraph('We do not record audio or video calls.'),
        ],
      },
      {
        id: 'how-we-use-it',
        heading: '2. How we use it',
        blocks: [
          list(
            'To create your account, sign you in and show your profile to the people you book or who book you.',
            'To schedule sessions, send reminders before they start and connect the call or chat at the booked time.',
            'To take payment for bookings and pay creators what they have earned.',
            'To answer your questions and look into reports of abuse, failed sessions or payment problems.',
            'To understand, in aggregate, which features are used, so we can improve the app.',
          ),
          paragraph('We do not sell your personal data, and we do not use the content of your conversations for advertising.'),
        ],
      },
      {
        id: 'sharing',
        heading: '3. Who we share it with',
        blocks: [
          list(
            'The other person in your session sees your display name, photo and, for creators, your public profile. Your phone number is never shown to them.',
            'Our payment partner receives what it needs to process a payment and to meet Reserve Bank of India requirements.',
            'Service providers who host our servers, deliver text messages and push notifications, and handle crash reports, under contracts that limit them to working for us.',
            'Authorities, when Indian law requires it or when it is needed to protect someone from harm.',
          ),
        ],
      },
      {
        id: 'cookies',
        heading: '4. Cookies on this website',
        blocks: [
          paragraph(
            'Our website does not use advertising cookies, with one exception: on our survey pages we may ask whether you allow one advertising cookie that tells us whether our ads brought you there. It is off until you choose Allow, and the Cookie settings button on those pages lets you change your mind at any time.',
          ),
        ],
      },
      {
        id: 'retention',
        heading: '5. How long we keep it',
        blocks: [
          paragraph(
            'We keep your account details for as long as your account is open. Session metadata and chat messages are kept for 12 months after a session so that disputes can be looked into. Payment records are kept for 8 years because Indian tax law requires it. When you delete your account, we delete or anonymise the rest within 30 days.',
          ),
        ],
      },
      {
        id: 'your-rights',
        heading: '6. Your rights',
        blocks: [
          paragraph('Under the Digital Personal Data Protection Act, 2023 and other applicable Indian law, you can:'),
          list(
            'ask for a copy of the personal data we hold about you;',
            'correct your profile at any time in the app, or ask us to correct anything else;',
            'delete your account and ask us to erase your data, except what we must keep by law;',
            'withdraw any consent you have given, as easily as you gave it;',
            'name someone to exercise these rights for you, and complain to the Data Protection Board of India.',
          ),
          paragraph('We answer every request within 30 days.'),
        ],
      },
      {
        id: 'children',
        heading: '7. Children',
        blocks: [
          paragraph(
            `${BRAND_NAME} is for people aged 18 and over. We do not knowingly collect data from children. If you believe a child has created an account, tell us and we will close it and delete its data.`,
          ),
        ],
      },
      {
        id: 'changes',
        heading: '8. Changes to this policy',
        blocks: [
          paragraph(
            'When we change this policy we update the date at the top of this page, and for changes that matter we tell you in the app before they take effect.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: '9. Contact us',
        blocks: [{ type: 'contact', text: 'Questions about your data or this policy? Write to our grievance officer at', email: contact.email, phone: contact.phone }],
      },
    ],
  };
}
