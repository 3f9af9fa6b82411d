import promoConversation from '@/assets/marketing/promo-conversation.svg';

export interface SellingPoint {
  title: string;
  description: string;
}

export const promoSellingPoints: SellingPoint[] = [
  {
    title: 'No crowds, just you and influencers',
    description: 'No packed live streams or comment sections to shout over: real talks and real stories, one-on-one.',
  },
  {
    title: 'Book time with influencers easily',
    description: 'Open a profile, pick a free slot in their calendar and pay by UPI, card, net banking or wallet. Done.',
  },
  {
    title: 'Connect beyond the DMs',
    description: 'Swap the unread message request for a real conversation by chat, voice or video, on a date you both agreed.',
  },
];

function CheckBadge() {
  return (
    <span aria-hidden="true" className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
      <svg viewBox="0 0 20 20" fill="none" className="size-4">
        <path d="M5 10.5l3.2 3.2L15 7" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

export interface PromoSectionProps {
  /** The selling points listed beside the phone; SPEC.md's by default. */
  points?: SellingPoint[];
}

/** Why book a session rather than wait in the DMs: the promotional section of the landing page. */
export function PromoSection({ points = promoSellingPoints }: PromoSectionProps) {
  return (
    <section aria-labelledby="promo-heading" className="bg-brand-50 px-4 py-16 sm:px-6 lg:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <h2 id="promo-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            Stuck in the DMs of your favorite influencers?
          </h2>
          <p className="mt-4 text-xl font-medium text-brand-700">
            Chitchat One-on-One with Influencers – Hear Their Stories, Share Yours!
          </p>
          <ul className="mt-8 space-y-6">
            {points.map((point) => (
              <li key={point.title} className="flex gap-4">
                <CheckBadge />
                <div>
                  <h3 className="text-lg font-semibold text-ink">{point.title}</h3>
                  <p className="mt-1 text-base leading-relaxed text-gray-700">{point.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <img
          src={promoConversation}
          alt="A follower asks a creator how they started and the creator replies, above a booking card with a 20-minute Saturday video call at 6:00 PM for ₹299"
          width={480}
          height={400}
          loading="lazy"
          className="mx-auto h-auto w-full max-w-md lg:max-w-none"
        />
      </div>
    </section>
  );
}
