import videoIcon from '@/assets/marketing/icon-video.svg';
import phoneIcon from '@/assets/marketing/icon-phone.svg';
import messageIcon from '@/assets/marketing/icon-message.svg';
import type { Feature } from './FeatureCard';

/** The three communication modes of the landing carousel, in SPEC.md order. */
export const landingFeatures: Feature[] = [
  {
    title: 'Video Call',
    icon: videoIcon,
    description: 'See the creator you follow face to face on a high-quality video call, just the two of you.',
  },
  {
    title: 'Phone Call',
    icon: phoneIcon,
    description: 'Talk it through on a clear voice call, perfect when you want advice without being on camera.',
  },
  {
    title: 'Messaging',
    icon: messageIcon,
    description: 'Chat in real time with messages that land instantly, so every question gets its answer.',
  },
];
