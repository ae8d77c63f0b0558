import { screen, waitFor } from '@testing-library/react';
import { House, Info } from 'lucide-react';
import { renderRoute } from '@/testing/render-route';
import { MobileMenu } from './mobile-menu';

function renderMenu() {
  return renderRoute({
    routes: [
      {
        path: '*',
        element: (
          <MobileMenu
            items={[
              { label: 'Home', to: '/', icon: House, end: true },
              { label: 'About Us', to: '/about', icon: Info },
            ]}
            signOutTo="/logout"
          />
        ),
      },
    ],
  });
}

describe('MobileMenu', () => {
  it('opens as a dialog, moves focus into it, and closes on Escape', async () => {
    const { user } = renderMenu();
    // Once the app is idle the drawer's own trigger replaces the stand-in button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false'),
    );
    const trigger = screen.getByRole('button', { name: 'Open menu' });

    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/logout');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes after following a link', async () => {
    const { router, user } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('link', { name: 'About Us' }));
    expect(router.state.location.pathname).toBe('/about');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens at once when tapped before its drawer has loaded', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/logout');
  });
});
