import { STORAGE_KEYS } from '@sous/domain';

// Spec §2: an authenticated flag kept for the browser session. Only a hint for the UI: the admin
// session cookie is the real check, and any 401 clears the flag.

export function isAdminFlagSet(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.adminAuthenticated) === 'true';
  } catch {
    return false;
  }
}

export function setAdminFlag(authenticated: boolean): void {
  try {
    if (authenticated) sessionStorage.setItem(STORAGE_KEYS.adminAuthenticated, 'true');
    else sessionStorage.removeItem(STORAGE_KEYS.adminAuthenticated);
  } catch {
    // Storage refused (private mode): the server session still decides.
  }
}
