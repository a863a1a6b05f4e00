import { useProvidedStore } from './ScreenplayProvider';
import type { SessionStore } from '../session/session.types';

/** Returns the session store of the nearest `<ScreenplayProvider>`; read its signals with `useValue`. */
export function useSession(): SessionStore {
  return useProvidedStore('session', 'useSession');
}
