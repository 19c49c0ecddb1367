import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { router } from './router';

/** Root component: router plus app-wide providers (one toast system for the whole app). */
export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <Toaster position="top-center" visibleToasts={3} duration={4000} richColors closeButton />
    </>
  );
}
