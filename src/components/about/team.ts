import aaravMehta from '@/assets/about/aarav-mehta.svg';
import ishitaRao from '@/assets/about/ishita-rao.svg';
import type { TeamMemberProps } from './TeamMember';

/** The two founders shown in the Success Team section. */
export const successTeam: TeamMemberProps[] = [
  {
    name: 'Aarav Mehta',
    role: 'Co-founder & CEO',
    photo: aaravMehta,
    photoAlt: 'Illustrated portrait of Aarav Mehta, smiling, with glasses and a short beard',
    bio: 'Aarav spent six years running creator partnerships for a Mumbai media house, watching thousands of follower messages go unanswered. He started ChitChat so that a follower in Indore can have a real conversation with the creator who changed how they cook, study or travel.',
  },
  {
    name: 'Ishita Rao',
    role: 'Co-founder & CTO',
    photo: ishitaRao,
    photoAlt: 'Illustrated portrait of Ishita Rao, smiling, with long dark hair and gold earrings',
    bio: 'Ishita built payments and real-time video at two Bengaluru start-ups. At ChitChat she makes sure a booked call connects on a patchy 4G network and that paying by UPI takes seconds, not minutes.',
  },
];
