/**
 * The full text of each post, as typed sections, and the simulated load the post page
 * waits for (SPEC.md section 2: 'Loading...' until the sections arrive after 1 second).
 */
import type { ArticleSection } from '@/lib/articleToc';
import callChecklist from '@/assets/blog/figure-call-checklist.svg';
import firstSketch from '@/assets/blog/figure-first-sketch.svg';
import linkInBio from '@/assets/blog/figure-link-in-bio.svg';
import meetsTabs from '@/assets/blog/figure-meets-tabs.svg';
import paymentSteps from '@/assets/blog/figure-payment-steps.svg';
import rateCard from '@/assets/blog/figure-rate-card.svg';

/** SPEC.md section 9: simulated load delay. */
export const ARTICLE_DELAY_MS = 1000;

const figure = (src: string, alt: string, caption?: string): ArticleSection => ({ type: 'image', src, alt, width: 640, height: 400, ...(caption ? { caption } : {}) });

export const articles: Record<number, ArticleSection[]> = {
  123: [
    {
      type: 'introduction',
      text: 'Booking a video call with a creator you have followed for years feels a little unreal until their face appears on your screen. This guide walks through what happens behind that moment, and the small things followers tell us turn twenty minutes into time well spent.',
    },
    { type: 'heading', text: 'What happens when you tap Join' },
    {
      type: 'paragraph',
      text: 'Your session opens a private room that only you and the creator can enter, and only inside your booked slot. The app checks your camera and microphone first, then picks the best video quality your connection can hold. If the network dips on a busy evening, the picture softens before the sound does, because a clear voice matters more than a sharp image.',
    },
    {
      type: 'paragraph',
      text: 'The call sits under Ongoing Meets while it runs and moves to Completed Meets when it ends, so you can always look back at who you spoke to and when.',
    },
    { type: 'heading', text: 'Getting ready: light, sound and three good questions' },
    {
      type: 'paragraph',
      text: 'Sit facing a window or a lamp rather than with one behind you, and use earphones if you have them; they stop echo and keep the conversation private. Charge your phone, switch on Do Not Disturb and join a couple of minutes early. There is no cancellation or rescheduling yet (it is planned for the next version), so book a slot you are sure you can keep.',
    },
    {
      type: 'paragraph',
      text: 'Most of all, write down three questions. Time goes quickly, and followers who arrive with a plan (feedback on a portfolio, a meal plan for a dietitian, the camera setting that keeps confusing you) leave with answers rather than regrets.',
    },
    figure(callChecklist, 'A checklist reading: light in front of you, earphones charged, three questions noted, join two minutes early.', 'The checklist our community team sends before a first call.'),
    {
      type: 'quote',
      text: 'The best calls start with someone saying: I have three things I want to ask you. Then I can give real answers instead of small talk.',
      author: 'Priya Raman, travel vlogger',
    },
    { type: 'heading', text: 'Keep it kind' },
    {
      type: 'paragraph',
      text: 'ChitChat is built for positive, respectful conversations. Creators may decline questions they are not comfortable answering, and that freedom is part of why they open their calendars at all. Creators have an established social presence but are not formally verified professionals, so treat what they share as experience, not a certified opinion.',
    },
    {
      type: 'summary',
      text: 'Join from a quiet, well-lit spot, bring three questions and keep the conversation kind. The app looks after the private room, the connection and the record in your Meets; you bring the curiosity.',
    },
  ],
  124: [
    {
      type: 'introduction',
      text: 'On ChitChat the creator alone sets the fee for each session. That freedom is also the first question every new creator asks us: what should I charge? We spoke to creators in cooking, fitness, photography and study tips about how they decided.',
    },
    { type: 'heading', text: 'Start from the value of the answer' },
    {
      type: 'paragraph',
      text: 'A fifteen-minute chat that helps a student choose between two courses can be worth more to them than an hour of entertainment. Creators who price well think about the problem a session solves, not about their follower count.',
    },
    {
      type: 'paragraph',
      text: 'Many begin with text chat at ₹49 to ₹99, then set audio and video calls higher, because those ask for more preparation and their full attention.',
    },
    figure(rateCard, "A creator's rate card: chat for 15 minutes at ₹99, audio for 15 minutes at ₹199 and video for 20 minutes at ₹349."),
    { type: 'heading', text: 'Free sessions open the door' },
    {
      type: 'paragraph',
      text: 'Some sessions on ChitChat are free, and the creators who use them well treat them as an open door. One free slot a week lets followers who cannot pay yet meet you, and the reviews from those calls help paid sessions fill up.',
    },
    {
      type: 'quote',
      text: 'I keep Sunday morning free. Half of my paid bookings now come from people who heard about those calls from a friend.',
      author: 'Arjun Khanna, fitness coach',
    },
    { type: 'heading', text: 'Review your prices every month' },
    {
      type: 'paragraph',
      text: 'Look at your Completed Meets: which slots filled first, which sat empty, which sessions ran over because there was too much to say. If your evening video slots sell out within a day, your audience is telling you something. Steps of ₹50 are easier on followers than one big jump.',
    },
    {
      type: 'summary',
      text: 'Price the answer, not the audience; use free slots to open the door; and let your booking history tell you when to move. The fee is always yours to set.',
    },
  ],
  125: [
    {
      type: 'introduction',
      text: 'ChitChat began with two frustrations. As a follower I had sent a dozen heartfelt messages to creators I admired and never heard back. My co-founder, a photographer with a large audience, had the opposite problem: hundreds of messages a day, and guilt about every one she could not answer.',
    },
    { type: 'heading', text: 'The inbox was never built for this' },
    {
      type: 'paragraph',
      text: 'DMs mix fan mail, brand deals, spam and genuine questions into one endless list. Creators told us they wanted to help but had no way to give one person their full attention without neglecting everyone else. Followers told us they would gladly pay for a real conversation if they knew it would actually happen.',
    },
    figure(firstSketch, 'A notebook sketch of the first idea: a phone showing a creator profile with a Book a slot button, and an arrow to a list of time slots labelled 1:1 call.', 'Page one of the notebook, early 2023.'),
    { type: 'heading', text: 'A slot, a fee and a private line' },
    {
      type: 'paragraph',
      text: 'The idea fitted on one page: a creator opens time in their calendar and sets their own fee, and a follower books one slot for a text chat, an audio call or a video call. No crowds, no livestream comments racing past. Just two people and a clock.',
    },
    {
      type: 'quote',
      text: 'The first follower who booked me had worked through my whole tutorial archive and had one question left. We solved it in ten minutes. That is when I knew this worked.',
      author: 'Neha Kapoor, photographer and co-founder',
    },
    { type: 'heading', text: 'What we are building next' },
    {
      type: 'paragraph',
      text: 'Today you find creators with the search bar or by browsing profiles with their expertise, reviews, ratings and social links. Cancellation, rescheduling and refunds are the features you ask for most, and they are planned for the next version. We are a small team in India, and every message from our community is still read by a person.',
    },
    {
      type: 'summary',
      text: 'We started ChitChat to give every conversation its own time: followers get a real answer, and creators get to help without drowning. The app is young, and it grows with every call.',
    },
  ],
  126: [
    {
      type: 'introduction',
      text: 'A booking looks simple from the outside: pick a time, pay, talk. Inside the app it is a small state machine that has to stay correct even when two followers tap the same slot in the same second. Here is how we built it.',
    },
    { type: 'heading', text: 'From availability to slots' },
    {
      type: 'paragraph',
      text: 'Creators describe their week in ranges, such as weekday evenings from 7 to 10 or Saturday mornings, and choose a session length. The app cuts each range into slots and hides any that overlap an existing booking, so followers only ever see times that are truly free.',
    },
    {
      type: 'paragraph',
      text: 'Times are stored on one standard clock and shown in each person’s local time, which matters more than you might think for a creator in Bengaluru with followers in Dubai and London.',
    },
    { type: 'heading', text: 'Holding a slot while you pay' },
    {
      type: 'paragraph',
      text: 'When you choose a slot, we hold it for you for a few minutes while the payment completes. If the payment succeeds, the hold becomes a booking; if it fails or you walk away, the slot goes back on the calendar. Two followers can never hold the same slot, and that is the whole point.',
    },
    {
      type: 'quote',
      text: 'We wrote the tests for double bookings before we wrote the booking screen. Nothing breaks trust faster than two people turning up for the same call.',
      author: 'Sahil Verma, backend engineer',
    },
    { type: 'heading', text: 'Upcoming, Ongoing and Completed Meets' },
    {
      type: 'paragraph',
      text: 'Every booking lives in one of three tabs. Upcoming Meets counts down to the call and sends reminders; at the start time the booking moves to Ongoing Meets, where the Join button lives; when the slot ends it moves to Completed Meets. The tab is worked out from the clock and the booking, never stored twice, so it cannot drift out of date.',
    },
    figure(meetsTabs, 'Three columns titled Upcoming, Ongoing and Completed, with booking cards moving from left to right.'),
    {
      type: 'summary',
      text: 'Availability becomes slots, a short hold protects your slot while you pay, and the Meets tabs follow the clock. Simple on the surface, carefully tested underneath.',
    },
  ],
  127: [
    {
      type: 'introduction',
      text: 'You have opened your calendar and set your fees. Now your followers need to know. The creators who fill their first week of slots fastest are not the loudest; they are the clearest about what a session is for.',
    },
    { type: 'heading', text: 'Say what a session is for' },
    {
      type: 'paragraph',
      text: '“Book a call with me” is vague. “Fifteen minutes to review your first reel” or “a video call to plan your week of meals” tells followers exactly what they will walk away with. Put that promise on your ChitChat profile, next to your expertise and social links, so it reads the same everywhere.',
    },
    { type: 'heading', text: 'Use the places followers already look' },
    {
      type: 'paragraph',
      text: 'Put your booking link in your bio and pin a story that explains it in your own voice. A short post after your first few calls, shared with the follower’s permission, does more than any ad: it shows what a conversation with you feels like.',
    },
    figure(linkInBio, 'A creator profile on a phone with a button in the bio reading Book a 1:1 with me.'),
    {
      type: 'quote',
      text: 'I told people the truth: I cannot answer every DM, but I can give you twenty minutes that are only yours. My first ten slots went in one evening.',
      author: 'Sana Qureshi, nutrition educator',
    },
    { type: 'heading', text: 'Set expectations early' },
    {
      type: 'paragraph',
      text: 'Tell followers that sessions are for positive, respectful conversation and that you may skip questions outside your expertise. Mention that cancellation and rescheduling are not available yet, so people only book times they can keep. Clear boundaries make better calls, and better calls bring the reviews that do your marketing for you.',
    },
    {
      type: 'summary',
      text: 'Describe what a session gives, share your link where followers already look, and set kind, clear expectations. Honest marketing fills slots and keeps them full.',
    },
  ],
  128: [
    {
      type: 'introduction',
      text: 'Most followers pay for their sessions with UPI, and the whole thing takes a few seconds. Those seconds are busy ones. This is what happens between tapping Pay and seeing Booked, and what to do on the rare day it does not go smoothly.',
    },
    { type: 'heading', text: 'Pick how you pay' },
    {
      type: 'paragraph',
      text: 'ChitChat accepts UPI, credit and debit cards, internet banking and digital wallets. With UPI you approve the payment in the app you already use, with your own UPI PIN; we never see it or store it.',
    },
    figure(paymentSteps, 'Three steps: choose a payment method, approve it in your UPI app, and the session is booked. Underneath: UPI, cards, net banking, wallets.'),
    { type: 'heading', text: 'What the app checks' },
    {
      type: 'paragraph',
      text: 'While you approve, your slot is held for you. Once the payment provider confirms that the money has moved, the hold becomes a booking and appears under Upcoming Meets. The fee is added to the creator’s earnings, which our team settles to their bank account.',
    },
    {
      type: 'quote',
      text: 'Fast is good, but certain is better. We would rather show a spinner for two more seconds than tell someone they are booked when they are not.',
      author: 'Sahil Verma, backend engineer',
    },
    { type: 'heading', text: 'If a payment seems stuck' },
    {
      type: 'paragraph',
      text: 'Do not pay twice. Check Upcoming Meets after a minute, because confirmations sometimes arrive late when banks are busy. If money has left your account but no booking appears, write to us from the Contact page with the UPI transaction ID and we will match it by hand. Cancellation and refunds are not available yet; both are planned for the next version.',
    },
    {
      type: 'summary',
      text: 'Choose UPI, a card, net banking or a wallet, approve with your own PIN, and wait for Booked. If anything looks wrong, do not pay again: send us the transaction ID and we will sort it out.',
    },
  ],
};

export interface LoadArticleOptions {
  /** How long the simulated load takes; stories and tests shorten it. */
  delayMs?: number;
  /** Aborting clears the timer (the page aborts when it unmounts or the id changes). */
  signal?: AbortSignal;
}

function abortError(): DOMException {
  return new DOMException('The article load was aborted.', 'AbortError');
}

/** Resolves with the post's sections after the delay; rejects for an unknown id or on abort. */
export function loadArticle(id: number, { delayMs = ARTICLE_DELAY_MS, signal }: LoadArticleOptions = {}): Promise<ArticleSection[]> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      const sections = articles[id];
      if (sections) resolve(sections);
      else reject(new Error(`No article for post ${id}.`));
    }, delayMs);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
