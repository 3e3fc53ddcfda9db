import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GlobalSetting } from '@bx/contract';
import { SocialLinks } from './social-links.tsx';

const setting = (links: Partial<GlobalSetting>) =>
  ({ fb_link: '', insta_link: '', telegram_link: '', twiter_link: '', whatsapp_link: '', ...links }) as GlobalSetting;

describe('SocialLinks', () => {
  it('renders an http(s) link and leaves out a javascript: one stored before links were checked', () => {
    render(<SocialLinks setting={setting({ fb_link: 'https://facebook.com/x', whatsapp_link: 'javascript:alert(1)' })} />);
    expect(screen.getByLabelText('Facebook').getAttribute('href')).toBe('https://facebook.com/x');
    expect(screen.queryByLabelText('WhatsApp')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });
});
