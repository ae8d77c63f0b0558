import { MAX_BOTTOM_BAR_ITEMS } from '@/components/navigation/nav-item';
import { bottomBar, footerMenu, mainMenu, mobileMenu, onboardingMenu, publicFooterMenu } from './dashboard-nav';

const labels = (items: { label: string }[]) => items.map((item) => item.label);
const member = { profile: true, admin: false };
const admin = { profile: true, admin: true };
const hidden = { profile: false, admin: false };

describe('dashboard menus', () => {
  it('shows the spec main menu, with Profile and Admin only when allowed', () => {
    expect(labels(mainMenu(hidden))).toEqual(['Home', 'Second Opinion', 'About Us']);
    expect(labels(mainMenu(member))).toEqual(['Home', 'Second Opinion', 'About Us', 'Profile']);
    expect(labels(mainMenu(admin))).toContain('Admin');
    expect(mainMenu(admin).find((item) => item.label === 'Admin')?.to).toBe('/admin');
  });

  it('keeps the bottom bar within the spec limit for every viewer', () => {
    for (const access of [hidden, member, admin]) {
      expect(bottomBar(access).length).toBeLessThanOrEqual(MAX_BOTTOM_BAR_ITEMS);
    }
    // A member's fourth link is her notifications (her profile is the header's avatar).
    expect(labels(bottomBar(member))).toEqual(['Home', 'Second Opinion', 'Post', 'Notifications']);
    expect(labels(bottomBar(hidden))).not.toContain('Notifications');
  });

  it('puts the unread count on the bottom bar’s notifications, as a number in its name', () => {
    const bell = bottomBar(member, 3).find((item) => item.label === 'Notifications');
    expect(bell).toMatchObject({ to: '/notifications', count: 3, ariaLabel: 'Notifications, 3 unread' });
    expect(bottomBar(member, 0).at(-1)?.ariaLabel).toBe('Notifications');
  });

  it('reaches every footer page from the slide-in menu except Logout, which is Sign Out', () => {
    const reachable = mobileMenu(member).map((item) => item.to);
    for (const item of footerMenu.filter((link) => link.label !== 'Logout')) {
      expect(reachable).toContain(item.to);
    }
    expect(labels(footerMenu)).toEqual(['Home', 'About Us', 'Crisis Support', 'Logout']);
  });

  it('links Crisis Support from every frame: logged out, during onboarding and signed in', () => {
    for (const menu of [publicFooterMenu, onboardingMenu, footerMenu, mobileMenu(hidden), mobileMenu(member)]) {
      expect(menu.find((item) => item.label === 'Crisis Support')?.to).toBe('/crisis-support');
    }
  });
});
