/**
 * Pictures the stand-in backend draws itself, so the back-office shows every consultant's and
 * follower's photo without the internet (issue 26): the seed's photos point at public hosts
 * (i.pravatar.cc, flagcdn.com), which the backend answers from /avatars/ instead. Stories
 * draw the same pictures for those hosts (mocks/images.ts).
 */

const palette = ['#6d28d9', '#0f766e', '#b45309', '#be123c', '#1d4ed8', '#4d7c0f'];

/** A head-and-shoulders picture on a colour chosen by `key`: the same key, the same picture. */
export function avatarSvg(key: string): string {
  let hash = 0;
  for (const character of key) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  const colour = palette[hash % palette.length] ?? '#6d28d9';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="150" viewBox="0 0 150 150"><rect width="150" height="150" fill="${colour}"/><circle cx="75" cy="58" r="28" fill="#fff" fill-opacity=".85"/><ellipse cx="75" cy="132" rx="46" ry="34" fill="#fff" fill-opacity=".85"/></svg>`;
}

/** The names /avatars/ answers: a pravatar number or a flag's country code. */
export const AVATAR_FILE = /^(img-\d{1,3}|flag-[a-z]{2})\.svg$/;

/** The picture's key for a file /avatars/ answers, or null for any other name. */
export function avatarKey(file: string): string | null {
  const match = AVATAR_FILE.exec(file);
  if (!match) return null;
  const name = match[1]!;
  // The same keys as the stories' pictures of those hosts: the same colours.
  return name.startsWith('img-') ? `?img=${name.slice(4)}` : `/w320/${name.slice(5)}.png`;
}

const PRAVATAR = /https:\/\/i\.pravatar\.cc\/150\?img=(\d{1,3})/g;
const FLAGCDN = /https:\/\/flagcdn\.com\/w320\/([a-z]{2})\.png/g;

/** `json` with the public hosts' photos pointing at the backend's own pictures under `publicUrl`. */
export function withLocalPictures(json: string, publicUrl: string): string {
  return json.replace(PRAVATAR, (_, number: string) => `${publicUrl}/avatars/img-${number}.svg`).replace(FLAGCDN, (_, code: string) => `${publicUrl}/avatars/flag-${code}.svg`);
}
