import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../ui/toast';
import { fetchMe } from './admin-api';

const ACCESS_DENIED_TITLE = 'Access Denied';
const ACCESS_DENIED_MESSAGE = "You don't have permission to view analytics";
export const ANALYTICS_ERROR_TITLE = 'Error loading analytics';

export type AdminAccess =
  | { status: 'checking' }
  | { status: 'admin'; email: string }
  | { status: 'redirecting' }
  | { status: 'error'; message: string };

/**
 * docs/product-rules.md R-ACCOUNT-5: loading, then the admin check. Signed out → /auth; signed in without
 * the admin role → toast 'Access Denied' and back to / (the server refuses the reports anyway).
 * If the check itself cannot be made, the page says so and offers to try again.
 */
export function useAdminAccess(): { access: AdminAccess; retry: () => void } {
  const navigate = useNavigate();
  const [access, setAccess] = useState<AdminAccess>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchMe(controller.signal).then(
      (me) => {
        if (controller.signal.aborted) return;
        if (me.roles.includes('admin')) {
          setAccess({ status: 'admin', email: me.user.email });
          return;
        }
        setAccess({ status: 'redirecting' });
        notify.error(ACCESS_DENIED_TITLE, ACCESS_DENIED_MESSAGE);
        navigate('/', { replace: true });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          setAccess({ status: 'redirecting' });
          navigate('/auth', { replace: true });
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        console.error('LoadMath: admin check failed', error);
        notify.error(ANALYTICS_ERROR_TITLE, message);
        setAccess({ status: 'error', message });
      },
    );
    return () => controller.abort();
  }, [navigate, attempt]);

  return {
    access,
    retry: () => {
      setAccess({ status: 'checking' });
      setAttempt((n) => n + 1);
    },
  };
}
