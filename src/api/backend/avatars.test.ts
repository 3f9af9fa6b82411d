/** The backend's own pictures (issue 26): the names it answers, and the seed's photos pointed at them. */
import { describe, expect, it } from 'vitest';
import seed from '../../../db.json';
import { avatarKey, avatarSvg, withLocalPictures } from './avatars';

describe('avatars', () => {
  it('answers only the pictures it draws, each the same every time', () => {
    expect(avatarKey('img-12.svg')).toBe('?img=12');
    expect(avatarKey('flag-in.svg')).toBe('/w320/in.png');
    for (const name of ['img-1234.svg', 'img-1.png', '../db.json', 'flag-IN.svg', 'img-1.svg/x', '']) expect(avatarKey(name)).toBeNull();
    expect(avatarSvg('?img=12')).toBe(avatarSvg('?img=12'));
    expect(avatarSvg('?img=12')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
    expect(avatarSvg('?img=12')).not.toMatch(/script|href|on\w+=/i);
  });

  it('points every photo of the seed at the backend, leaving no public image host', () => {
    const local = withLocalPictures(JSON.stringify(seed), 'http://localhost:3101');
    expect(local).not.toMatch(/i\.pravatar\.cc|flagcdn\.com/);
    expect(local).toContain('http://localhost:3101/avatars/img-');
    expect(local).toContain('http://localhost:3101/avatars/flag-in.svg');
    // Already local: nothing changes.
    expect(withLocalPictures(local, 'http://localhost:3101')).toBe(local);
  });
});
