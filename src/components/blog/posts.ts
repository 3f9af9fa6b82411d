/**
 * The blog's posts. SPEC.md section 7: blog data is hardcoded; PRODUCT.md point 11: the
 * copy is real writing about 1:1 sessions with creators. Newest first.
 */
import type { BlogPost } from '@/lib/blogFilter';
import avatarAnanya from '@/assets/blog/avatar-ananya.svg';
import avatarKabir from '@/assets/blog/avatar-kabir.svg';
import avatarMeera from '@/assets/blog/avatar-meera.svg';
import avatarRohan from '@/assets/blog/avatar-rohan.svg';
import coverBookingFlow from '@/assets/blog/cover-booking-flow.svg';
import coverCreatorMarketing from '@/assets/blog/cover-creator-marketing.svg';
import coverRates from '@/assets/blog/cover-rates.svg';
import coverStartup from '@/assets/blog/cover-startup.svg';
import coverUpi from '@/assets/blog/cover-upi.svg';
import coverVideoCall from '@/assets/blog/cover-video-call.svg';

/** Intrinsic size of every cover illustration. */
export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 360;

export interface Author {
  name: string;
  role: string;
  avatarUrl: string;
}

export const authors = {
  ananya: { name: 'Ananya Iyer', role: 'Community lead', avatarUrl: avatarAnanya },
  rohan: { name: 'Rohan Mehta', role: 'Creator partnerships', avatarUrl: avatarRohan },
  kabir: { name: 'Kabir Sethi', role: 'Co-founder', avatarUrl: avatarKabir },
  meera: { name: 'Meera Nair', role: 'Engineering lead', avatarUrl: avatarMeera },
} satisfies Record<string, Author>;

export function authorByName(name: string): Author | undefined {
  return Object.values(authors).find((author) => author.name === name);
}

export const blogPosts: BlogPost[] = [
  {
    id: 123,
    title: 'How a 1:1 video call works, and how to get ready for yours',
    content:
      'A quiet corner, a steady connection and three honest questions. What the app does between tapping Join and seeing your favourite creator, and how followers make the most of every minute.',
    author: authors.ananya.name,
    date: '12 October 2024',
    imageUrl: coverVideoCall,
    shareImageUrl: '/og/cover-video-call.png',
    category: 'Technology',
  },
  {
    id: 124,
    title: 'How creators set their rates (and keep their calendar full)',
    content:
      'Some ask ₹99 for a fifteen-minute chat, some keep one free slot every week. We asked creators how they price their time, and what changed once followers started booking.',
    author: authors.rohan.name,
    date: '28 September 2024',
    imageUrl: coverRates,
    shareImageUrl: '/og/cover-rates.png',
    category: 'Marketing',
  },
  {
    id: 125,
    title: 'From crowded DMs to real conversations: why we started ChitChat',
    content:
      'Thousands of messages, one person reading them. How a frustrated follower and a tired creator sketched an app where every conversation gets its own time.',
    author: authors.kabir.name,
    date: '9 September 2024',
    imageUrl: coverStartup,
    shareImageUrl: '/og/cover-startup.png',
    category: 'Start-up',
  },
  {
    id: 126,
    title: 'Building the booking flow: slots, reminders and the Meets tabs',
    content:
      'Under the hood of Upcoming, Ongoing and Completed Meets: how we turn a creator’s availability into bookable slots and make sure two followers never get the same one.',
    author: authors.meera.name,
    date: '21 August 2024',
    imageUrl: coverBookingFlow,
    shareImageUrl: '/og/cover-booking-flow.png',
    category: 'Development',
  },
  {
    id: 127,
    title: 'Telling your followers you are open for 1:1 sessions',
    content:
      'A pinned story, a link in bio and one honest post. The creator marketing playbook that fills the first week of slots without feeling salesy.',
    author: authors.rohan.name,
    date: '2 August 2024',
    imageUrl: coverCreatorMarketing,
    shareImageUrl: '/og/cover-creator-marketing.png',
    category: 'Marketing',
  },
  {
    id: 128,
    title: 'Paying with UPI: what happens between Pay and Booked',
    content:
      'UPI, cards, net banking and wallets all end in the same place: a confirmed slot. What the app checks in those few seconds, and what to do if a payment seems stuck.',
    author: authors.meera.name,
    date: '15 July 2024',
    imageUrl: coverUpi,
    shareImageUrl: '/og/cover-upi.png',
    category: 'Technology',
  },
];
