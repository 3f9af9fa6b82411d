import { BRAND_NAME } from '@/brand';

/** SPEC.md section 3: FAQ entry = question text, answer text. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** The 12 static entries of the landing FAQ, written from the policies of SPEC.md section 1. */
export const faqEntries: FaqEntry[] = [
  {
    question: 'How does booking a session work?',
    answer:
      "Open an influencer's profile, choose a time slot within the availability they have set, and pay their session fee. Your slot is then reserved for a one-on-one conversation with them.",
  },
  {
    question: 'Who decides how much a session costs?',
    answer:
      'Each influencer sets their own fee, and only they can change it. You always see the price in rupees on their profile before you pay.',
  },
  {
    question: 'Are any sessions free?',
    answer:
      'Yes. Some influencers offer free sessions, so keep an eye out for them while you browse. Free slots are booked just like paid ones.',
  },
  {
    question: 'How can I talk to an influencer?',
    answer:
      'There are three modes: text chat, audio call and video call. The modes on offer are shown when you book, so pick the one that suits your question.',
  },
  {
    question: 'Can I cancel or reschedule a booking?',
    answer:
      'Not yet. Cancelling and rescheduling are not available in the current version of the app; both are planned for the next version. Please check the time before you confirm.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'Not at the moment: since bookings cannot be cancelled yet, there is no refund yet either. Refunds are planned for the next version, together with cancellation.',
  },
  {
    question: 'Are the influencers verified experts?',
    answer:
      'Influencers are not formally verified. They are people with an established social presence, but their professional qualifications are not guaranteed, so treat their advice as a conversation, not a certified consultation.',
  },
  {
    question: 'Which payment methods can I use?',
    answer: 'You can pay with UPI, credit and debit cards, internet banking and digital wallets.',
  },
  {
    question: 'Is there anything I should keep in mind during a conversation?',
    answer:
      'Keep it positive and respectful. Influencers may decline to answer some questions, for example about their private life, and that is their call.',
  },
  {
    question: 'How do I find the right influencer?',
    answer:
      'Use the search bar, or browse profiles by expertise: vloggers, educators, photographers, dietitians and more. Each profile shows their areas of expertise, reviews, ratings and social links.',
  },
  {
    question: 'Where can I see my bookings?',
    answer:
      'In the app, your bookings are grouped into Upcoming Meets, Ongoing Meets and Completed Meets, so you always know what is next and what is done.',
  },
  {
    question: `Does it cost anything to download ${BRAND_NAME}?`,
    answer: `No, the ${BRAND_NAME} app is free to download. You only pay the fee of the paid sessions you book.`,
  },
];
