import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { registerNavigator } from '@/lib/navigation';
import { routes } from './routes';

const router = createBrowserRouter(routes);

// The session handling outside React (Apollo link, apiFetch) moves the user with this router.
registerNavigator((to, options) => router.navigate(to, options));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
