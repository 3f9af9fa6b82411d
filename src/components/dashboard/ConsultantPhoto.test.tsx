import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsultantPhoto, photoUrl } from './ConsultantPhoto';

describe('photoUrl', () => {
  it('prefers the first of imagesArray, then profilePicUrl', () => {
    expect(photoUrl({ imagesArray: ['https://a.test/1.jpg', 'https://a.test/2.jpg'], profilePicUrl: 'https://a.test/p.jpg' })).toBe('https://a.test/1.jpg');
    expect(photoUrl({ imagesArray: [], profilePicUrl: 'https://a.test/p.jpg' })).toBe('https://a.test/p.jpg');
    expect(photoUrl({})).toBeNull();
  });
});

describe('ConsultantPhoto', () => {
  it('shows the photo with the name as its text', () => {
    render(<ConsultantPhoto name="Pooja Ghosh" imagesArray={['https://a.test/1.jpg']} />);
    expect(screen.getByRole('img', { name: 'Pooja Ghosh' })).toHaveAttribute('src', 'https://a.test/1.jpg');
  });
});
